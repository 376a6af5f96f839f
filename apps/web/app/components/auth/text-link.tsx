import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { FOCUS_RING } from "../ui/focus-ring";

/** An inline link in the primary colour, underlined on hover (auth page links such as 'Forgot password?'). */
export function TextLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        "rounded font-medium text-indigo-700 hover:text-indigo-800 hover:underline",
        FOCUS_RING,
        className,
      )}
    >
      {children}
    </Link>
  );
}
