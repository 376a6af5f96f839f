import { MESSAGES } from "@ranklens/shared";
import { CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { ApiError } from "../../lib/api-error";

/** The server's error code when the monthly analysis allowance is spent. */
export const QUOTA_EXCEEDED = "QUOTA_EXCEEDED";

/**
 * The error box: the API's message as is (it is already the spec's wording),
 * plus a way to upgrade when the monthly allowance is spent.
 */
export function AnalysisErrorBox({ error }: { error: unknown }) {
  const message = error instanceof ApiError ? error.message : MESSAGES.analyzeWebsiteFailed;
  const quota = error instanceof ApiError && error.code === QUOTA_EXCEEDED;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="space-y-2">
        <p className="whitespace-pre-line">{message}</p>
        {quota ? (
          <p>
            <Link to="/upgrade" className="font-semibold text-red-900 underline underline-offset-2">
              Upgrade to Pro for unlimited analyses
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
