import { RefreshCw } from "lucide-react";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";

/** A centred spinner for a block that is loading; `label` is announced. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-10 text-indigo-600">
      <Spinner className="size-7" label={label} />
    </div>
  );
}

/** A failed load: the message (the server's words when it gave some) and a way to try again. */
export function LoadError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 px-4 py-6 text-center">
      <p role="alert" className="text-sm font-medium text-red-800">
        {message}
      </p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry} loading={retrying}>
        <RefreshCw className="size-4" aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
