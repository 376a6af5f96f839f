import type { LucideIcon } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "../../lib/cn";
import { FOCUS_RING } from "../ui/focus-ring";

/** One sidebar navigation entry, highlighted (and marked aria-current) on its page. */
export function SidebarLink({
  to,
  icon: Icon,
  label,
  end = false,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  /** Match only this exact path, not its children (so /content is not active on /content/new). */
  end?: boolean;
}) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        cn(
          "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
          FOCUS_RING,
          isActive
            ? "bg-indigo-50 text-indigo-700"
            : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
        )
      }
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      {label}
    </NavLink>
  );
}
