import type { Rankings, RankMover } from "@ranklens/shared";
import { Link } from "react-router";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";

const standing = (position: number | null) => (position === null ? "not in top 100" : `#${position}`);

/** A mover, and on the dashboard the project it belongs to. */
type Mover = RankMover & { projectId?: string; projectName?: string };

/** One direction's movers: keyword (with its project, when given) and from → to. */
export function MoverList({ title, movers, tone }: { title: string; movers: Mover[]; tone: "up" | "down" }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {movers.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">None this week.</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100 text-sm">
          {movers.map((m) => (
            <li key={m.keywordId} className="flex flex-wrap justify-between gap-x-3 py-1.5">
              <span className="min-w-0 break-words text-slate-800">
                {m.keyword}
                {m.device === "mobile" ? " (mobile)" : ""}
                {m.projectId ? (
                  <Link
                    to={`/projects/${encodeURIComponent(m.projectId)}`}
                    className={cn("ml-2 text-xs text-indigo-700 hover:underline", FOCUS_RING)}
                  >
                    {m.projectName}
                  </Link>
                ) : null}
              </span>
              <span
                className={cn(
                  "whitespace-nowrap tabular-nums",
                  tone === "up" ? "text-green-800" : "text-red-700",
                )}
              >
                {standing(m.from)} → {standing(m.to)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The week's biggest moves up and down, each against the newest reading at least 7 days older. */
export function RankMovers({ movers }: { movers: Rankings["movers"] }) {
  return (
    <section className="grid gap-4 sm:grid-cols-2" aria-label="Movers over 7 days">
      <MoverList title="Best movers, 7 days" movers={movers.up} tone="up" />
      <MoverList title="Worst movers, 7 days" movers={movers.down} tone="down" />
    </section>
  );
}
