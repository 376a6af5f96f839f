import { Check, Copy, TriangleAlert } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../ui/button";

export interface OneTimeSecretBoxProps {
  /** The secret itself (a share link, an API key). */
  value: string;
  /** The box's accessible name, e.g. "New API key". */
  label: string;
  /** The warning beside the alert icon: say it is shown only once. */
  message: ReactNode;
  copyLabel: string;
  /** Shown when the clipboard refuses; it should say to select and copy by hand. */
  copyFailedMessage: string;
  /** Browser tests read the secret from here. */
  testId: string;
  doneLabel: string;
  onDone: () => void;
}

/**
 * A secret shown this once: the server keeps only its hash, so the box asks the user to copy it
 * before anything else. Shared by new share links and new API keys.
 */
export function OneTimeSecretBox({
  value,
  label,
  message,
  copyLabel,
  copyFailedMessage,
  testId,
  doneLabel,
  onDone,
}: OneTimeSecretBoxProps) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied("yes");
    } catch {
      // Without clipboard access (an insecure origin, a denied permission) the text is still selectable.
      setCopied("failed");
    }
  }

  return (
    <section aria-label={label} className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4">
      <p className="flex items-start gap-2 text-sm font-medium text-amber-900">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {message}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid={testId}
          className="block min-w-0 flex-1 rounded border border-amber-200 bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
        >
          {value}
        </code>
        <Button variant="secondary" onClick={copy} className="shrink-0">
          {copied === "yes" ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          <span aria-live="polite">{copied === "yes" ? "Copied" : copyLabel}</span>
        </Button>
      </div>
      {copied === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          {copyFailedMessage}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </section>
  );
}
