import { X } from "lucide-react";
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import { focusableElements } from "./focusable-elements";

/**
 * Places the assistant: in the editor's 400 px column on large screens; on smaller ones it is
 * hidden until opened (by `AssistantOpener`) as a full-screen dialog: focus kept inside, Escape
 * closes, focus returns to the opener. The panel stays mounted either way, so a proposal survives
 * closing the overlay.
 */
export function AssistantShell({
  large,
  open,
  onOpenChange,
  openerRef,
  children,
}: {
  /** True when the editor has its side column (then the panel is always shown there). */
  large: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the overlay closes. */
  openerRef: RefObject<HTMLButtonElement | null>;
  children: (parts: { titleId: string; closeButton: ReactNode }) => ReactNode;
}) {
  const overlay = !large && open;
  const titleId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const [wasOverlay, setWasOverlay] = useState(false);

  useEffect(() => {
    if (overlay) {
      const container = containerRef.current;
      const first =
        container?.querySelector<HTMLElement>("[data-autofocus]") ??
        (container ? focusableElements(container)[0] : null);
      first?.focus();
      const previous = document.body.style.overflow;
      document.body.style.overflow = "hidden";
      setWasOverlay(true);
      return () => {
        document.body.style.overflow = previous;
      };
    }
    if (wasOverlay) {
      setWasOverlay(false);
      openerRef.current?.focus();
    }
  }, [overlay, wasOverlay, openerRef]);

  // Listened to on the document: a button that disables itself while busy drops focus to <body>,
  // and Escape and Tab must still work then.
  useEffect(() => {
    if (!overlay) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const container = containerRef.current;
      if (!container) return;
      if (event.key === "Escape") {
        event.preventDefault();
        onOpenChange(false);
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusableElements(container);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const inside = container.contains(document.activeElement);
      if (!inside || (event.shiftKey && document.activeElement === first)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [overlay, onOpenChange]);

  const closeButton = overlay ? (
    <button
      type="button"
      onClick={() => onOpenChange(false)}
      aria-label="Close assistant"
      data-autofocus
      className={cn("rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800", FOCUS_RING)}
    >
      <X className="size-5" aria-hidden="true" />
    </button>
  ) : null;

  return (
    <div
      ref={containerRef}
      {...(overlay ? { role: "dialog", "aria-modal": true, "aria-labelledby": titleId } : {})}
      className={cn(
        large ? "block" : overlay ? "fixed inset-0 z-50 overflow-y-auto bg-slate-100 p-2 sm:p-4" : "hidden",
      )}
    >
      {children({ titleId, closeButton })}
    </div>
  );
}
