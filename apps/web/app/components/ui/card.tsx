import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export interface CardProps {
  /** Heading of the card (an h2), if it has one. */
  title?: ReactNode;
  description?: ReactNode;
  /** Content aligned to the right of the title, e.g. a badge. */
  action?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A white panel with a border, used for every grouped block of content. */
export function Card({ title, description, action, className, children }: CardProps) {
  return (
    <section className={cn("rounded-lg border border-slate-200 bg-white p-6 shadow-sm", className)}>
      {title || action ? (
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            {title ? <h2 className="text-lg font-semibold text-slate-900">{title}</h2> : null}
            {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
          </div>
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}
