import { FileText } from "lucide-react";
import { Link, NavLink } from "react-router";
import { cn } from "../../lib/cn";
import { RECENT_CONTENT_LIMIT } from "../../lib/recent-content";
import { useRecentContent } from "../../lib/use-recent-content";
import { FOCUS_RING } from "../ui/focus-ring";

/**
 * The sidebar's Recent Content: the 5 most recently updated items, and
 * 'View All Content →' once there are 5 or more. Renders nothing while loading,
 * when empty, or when the content API is unavailable: it is a shortcut, not a page.
 */
export function RecentContentList({ pathname }: { pathname: string }) {
  const { data } = useRecentContent(pathname);
  if (!data || data.items.length === 0) return null;
  const total = Math.max(data.total, data.items.length);

  return (
    <div className="mt-6">
      <h2 className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">Recent Content</h2>
      <ul className="mt-2 space-y-0.5">
        {data.items.map((item) => (
          <li key={item.id}>
            <NavLink
              to={`/content/${encodeURIComponent(item.id)}`}
              className={({ isActive }) =>
                cn(
                  "flex items-center gap-2 rounded-md px-3 py-1.5 text-sm",
                  FOCUS_RING,
                  isActive ? "bg-indigo-50 text-indigo-700" : "text-slate-700 hover:bg-slate-100",
                )
              }
            >
              <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="truncate" title={item.title.trim() || undefined}>
                {item.title.trim() || "Untitled"}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
      {total >= RECENT_CONTENT_LIMIT ? (
        <Link
          to="/content"
          className={cn(
            "mt-1 block rounded-md px-3 py-1.5 text-sm font-medium text-indigo-700 hover:underline",
            FOCUS_RING,
          )}
        >
          View All Content →
        </Link>
      ) : null}
    </div>
  );
}
