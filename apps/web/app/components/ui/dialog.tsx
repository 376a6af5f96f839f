import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { cn } from "../../lib/cn";
import { FOCUS_RING } from "./focus-ring";

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** Buttons in the footer, e.g. Cancel and Delete. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element, which gives focus trapping,
 * Escape to close and an inert background for free; focus returns to the element
 * that opened it.
 */
export function Dialog({ open, onClose, title, description, actions, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: backdrop clicks are a mouse shortcut; keyboard users have Escape (onCancel) and the close button
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onCancel={(event) => {
        // Let React state drive closing, so `open` and the element never disagree.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close dialog"
            className={cn(
              "rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700",
              FOCUS_RING,
            )}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {description ? (
          <div id={descriptionId} className="mt-2 text-sm text-slate-600">
            {description}
          </div>
        ) : null}
        {children ? <div className="mt-4">{children}</div> : null}
        {actions ? <div className="mt-6 flex justify-end gap-3">{actions}</div> : null}
      </div>
    </dialog>
  );
}
