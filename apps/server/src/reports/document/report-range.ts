import { formatDay } from "./format";
import type { ReportDefinition, ReportRange } from "./report-definition";

const DAY_MS = 86_400_000;

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The days a definition covers on `now`: a rolling period ends today (a report downloaded right
 * after a crawl must show that crawl), a custom one is its own dates. Scheduled e-mails pass their
 * own range: the week or month just ended.
 */
export function reportRange(
  definition: Pick<ReportDefinition, "period" | "from" | "to">,
  now: Date,
): ReportRange {
  if (definition.period === "custom" && definition.from && definition.to)
    return { from: definition.from, to: definition.to };
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const to = today;
  if (definition.period === "last_12_months") {
    const start = new Date(to);
    start.setUTCFullYear(start.getUTCFullYear() - 1);
    return { from: day(start.getTime() + DAY_MS), to: day(to) };
  }
  const days = definition.period === "last_7_days" ? 7 : definition.period === "last_90_days" ? 90 : 30;
  return { from: day(to - (days - 1) * DAY_MS), to: day(to) };
}

/** "1 Oct 2026 – 30 Oct 2026". */
export const rangeLabel = (range: ReportRange): string => `${formatDay(range.from)} – ${formatDay(range.to)}`;
