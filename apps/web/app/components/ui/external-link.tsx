import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { safeHttpUrl } from "../../lib/safe-http-url";
import { FOCUS_RING } from "./focus-ring";

/**
 * A link to a URL taken from an analysed page, opening in a new tab without
 * giving that page a handle on ours. Anything but http(s) is shown as plain text.
 */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children?: ReactNode;
  className?: string;
}) {
  const safe = safeHttpUrl(href);
  const label = children ?? href;
  if (!safe) return <span className={cn("break-all", className)}>{label}</span>;
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "inline-flex items-baseline gap-1 break-all rounded-sm text-indigo-700 underline-offset-2 hover:underline",
        FOCUS_RING,
        className,
      )}
    >
      <span>{label}</span>
      <ExternalLinkIcon className="size-3.5 shrink-0 self-center" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
