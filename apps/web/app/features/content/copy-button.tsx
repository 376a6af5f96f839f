import { MESSAGES } from "@ranklens/shared";
import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/ui/button";

/** How long the button says 'Copied' (spec §9). */
export const COPIED_MS = 2000;

/** Copies `text` to the clipboard; shows 'Copied' for 2 s and the spec's toasts. */
export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(MESSAGES.toast.copied);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast.error(MESSAGES.copyFailed);
    }
  }

  return (
    <Button variant="secondary" size="sm" onClick={copy} className="min-w-24">
      {copied ? (
        <Check className="size-4" aria-hidden="true" />
      ) : (
        <Copy className="size-4" aria-hidden="true" />
      )}
      <span aria-live="polite">{copied ? "Copied" : label}</span>
    </Button>
  );
}
