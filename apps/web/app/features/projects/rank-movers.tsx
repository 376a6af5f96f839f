import type { Rankings, RankMover } from "@ranklens/shared";

const standing = (position: number | null) => (position === null ? "not in top 100" : `#${position}`);

function MoverList({ title, movers, tone }: { title: string; movers: RankMover[]; tone: string }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {movers.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">None this week.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {movers.map((m) => (
            <li key={m.keywordId} className="flex justify-between gap-3">
              <span className="break-words text-slate-800">
                {m.keyword}
                {m.device === "mobile" ? " (mobile)" : ""}
              </span>
              <span className={`whitespace-nowrap tabular-nums ${tone}`}>
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
      <MoverList title="Best movers, 7 days" movers={movers.up} tone="text-green-800" />
      <MoverList title="Worst movers, 7 days" movers={movers.down} tone="text-red-700" />
    </section>
  );
}
