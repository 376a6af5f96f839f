import { useId } from "react";
import { Button } from "../../components/ui/button";
import { CopyButton } from "./copy-button";

/**
 * The writer's own text, kept after the editor was replaced by another version (loading the latest
 * after a conflict, or restoring a revision over unsaved changes), to copy back what they need.
 */
export function UnsavedCopyPanel({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-indigo-200 bg-indigo-50 p-4 text-sm text-slate-800"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="font-semibold text-slate-900">
            Your unsaved version
          </h2>
          <p className="mt-1 text-slate-700">
            The editor now shows the stored version. Here is your text, so nothing is lost: copy what you need
            back in.
          </p>
        </div>
        <div className="flex gap-2">
          <CopyButton text={text} label="Copy my text" />
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
      </div>
      <textarea
        readOnly
        value={text}
        rows={6}
        aria-label="Your unsaved version"
        className="mt-3 block w-full resize-y rounded-md border border-indigo-200 bg-white px-3 py-2 text-sm leading-6 text-slate-900"
      />
    </section>
  );
}
