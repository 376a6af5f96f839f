import { TriangleAlert } from "lucide-react";
import { Button } from "../../components/ui/button";

/**
 * Shown when a save was refused because someone saved a newer version first: the server's message,
 * the reassurance that the writer's text is still in the editor, and 'Load latest'.
 */
export function ConflictNotice({
  message,
  loading,
  onLoadLatest,
}: {
  message: string;
  loading: boolean;
  onLoadLatest: () => void;
}) {
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <div className="flex gap-3">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-medium">{message}</p>
          <p className="mt-1">
            Your text is still in the editor. 'Load latest' shows the newer version and keeps a copy of yours
            to paste back.
          </p>
          <Button variant="secondary" size="sm" className="mt-3" loading={loading} onClick={onLoadLatest}>
            Load latest
          </Button>
        </div>
      </div>
    </div>
  );
}
