import { RefreshCw } from "lucide-react";
import { Button } from "../ui/button";

/**
 * Shown instead of the signed-in area when the session could not be checked
 * (the server answered 429 or 5xx, or did not answer): the visitor stays on
 * the page they asked for and can try again, instead of being sent to /login
 * as if they had signed out.
 */
export function SessionUnavailable({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm">
        <h1 className="text-lg font-semibold text-slate-900">We could not check your sign-in</h1>
        <p className="mt-2 text-sm text-slate-600" role="alert">
          RankLens did not answer just now. This is usually brief: try again in a moment.
        </p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={onRetry}
          loading={retrying}
          loadingLabel="Checking…"
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          Try again
        </Button>
      </div>
    </main>
  );
}
