import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { FOCUS_RING } from "../ui/focus-ring";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The frame of every public page: skip link, header, the page's `<main>`, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className={cn(
          "sr-only rounded-md bg-white px-4 py-2 text-sm font-medium text-indigo-700 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50",
          FOCUS_RING,
        )}
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
