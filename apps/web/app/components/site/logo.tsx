import { ScanSearch } from "lucide-react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { PRODUCT_NAME } from "../../lib/product";
import { FOCUS_RING } from "../ui/focus-ring";

/** The product mark and name, linking to `to` (the home page by default). */
export function Logo({ to = "/", className }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        "inline-flex items-center gap-2 rounded-md text-lg font-bold text-slate-900",
        FOCUS_RING,
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-md bg-indigo-600 text-white">
        <ScanSearch className="size-5" aria-hidden="true" />
      </span>
      {PRODUCT_NAME}
    </Link>
  );
}
