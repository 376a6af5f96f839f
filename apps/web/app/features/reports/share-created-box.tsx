import type { CreatedReportShare } from "@ranklens/shared";
import { Check, Copy, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { formatDate } from "../../lib/format-date";

/**
 * The new share link, shown this once: the server keeps only its token's hash, so the box says to
 * copy it before anything else (like a new API key).
 */
export function ShareCreatedBox({ share, onDone }: { share: CreatedReportShare; onDone: () => void }) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(share.url);
      setCopied("yes");
    } catch {
      // Without clipboard access (an insecure origin, a denied permission) the text is still selectable.
      setCopied("failed");
    }
  }

  return (
    <section
      aria-label="New share link"
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4"
    >
      <p className="flex items-start gap-2 text-sm font-medium text-amber-900">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Copy this link now: it is shown only once. It opens the report read-only, without an account, until{" "}
        {formatDate(share.expiresAt)}.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid="new-share-link"
          className="block min-w-0 flex-1 rounded border border-amber-200 bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
        >
          {share.url}
        </code>
        <Button variant="secondary" onClick={copy} className="shrink-0">
          {copied === "yes" ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          <span aria-live="polite">{copied === "yes" ? "Copied" : "Copy link"}</span>
        </Button>
      </div>
      {copied === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          Copying failed. Select the link and copy it by hand.
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={onDone}>
          I've saved it
        </Button>
      </div>
    </section>
  );
}
