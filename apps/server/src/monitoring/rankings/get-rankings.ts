import {
  type LatestRank,
  RANK_DEPTH,
  type RankedKeyword,
  type RankMover,
  type RankReading,
  type SearchProvider,
} from "@ranklens/shared";
import type { Kysely, Selectable } from "kysely";
import type { Database, RankReadingsTable } from "../../db/schema";
import { chunks } from "../../lib/chunks";
import { distinctPages, pageKey } from "./judge-serp";
import { trackedKeywordFromRow, trackedKeywordRows } from "./tracked-keywords";

const DAY_MS = 86_400_000;
/** "7 days ago" for a daily schedule whose checks land a little earlier or later each day. */
const WEEK_AGO_MS = 6.5 * DAY_MS;
/** Keyword ids per query: far under either database's bound-parameter limit. */
const KEYWORDS_PER_QUERY = 500;
/** Movers shown each way. */
const MOVERS = 5;

/** Search Console's totals for a keyword (as a query), when a property is linked. */
export type SearchConsoleOf = (keywords: string[]) => Promise<Map<string, RankedKeyword["searchConsole"]>>;

/**
 * A project's tracked keywords with their checks of the last `days` days, oldest first: the newest
 * successful reading in full (the site's pages in the results, SERP features, competitors), the
 * newest failure after it, the change over 7 days, the best position, cannibalisation (two pages
 * of the site in the results) and a wrong page (not the target). Movers are the biggest 7-day
 * changes; "not in the top 100" counts as position 101, a failed check as no reading at all.
 */
export async function rankedKeywords(
  db: Kysely<Database>,
  projectId: string,
  input: { days: number; now: Date; searchConsoleOf?: SearchConsoleOf },
): Promise<{ keywords: RankedKeyword[]; movers: { up: RankMover[]; down: RankMover[] }; since: string }> {
  const since = new Date(input.now.getTime() - input.days * DAY_MS);
  // A week more than shown, so the 7-day change of the first days shown has its reading.
  const readFrom = new Date(since.getTime() - 8 * DAY_MS).toISOString();
  const rows = await trackedKeywordRows(db, projectId);
  const readings = new Map<string, HistoryRow[]>();
  const ids = rows.map((r) => r.id);
  // The history's columns only: the results' JSON is read for each keyword's newest reading below,
  // not for a year of daily checks (a report of 100 keywords reads 36,500 readings).
  for (const batch of chunks(ids, KEYWORDS_PER_QUERY))
    for (const reading of await db
      .selectFrom("rank_readings")
      .select(HISTORY_COLUMNS)
      .where("tracked_keyword_id", "in", batch)
      .where("checked_at", ">=", readFrom)
      .orderBy("checked_at")
      .orderBy("id")
      .execute()) {
      const list = readings.get(reading.tracked_keyword_id) ?? [];
      list.push(reading);
      readings.set(reading.tracked_keyword_id, list);
    }
  const newestIds = [...readings.values()]
    .map((list) => list.findLast((r) => r.state !== "failed")?.id)
    .filter((id): id is number => id !== undefined);
  const results = new Map<number, ResultsRow>();
  for (const batch of chunks(newestIds, KEYWORDS_PER_QUERY))
    for (const row of await db
      .selectFrom("rank_readings")
      .select(["id", "own_results", "features", "competitors"])
      .where("id", "in", batch)
      .execute())
      results.set(row.id, row);
  const searchConsole = input.searchConsoleOf
    ? await input.searchConsoleOf([...new Set(rows.map((r) => r.keyword))])
    : new Map();

  const keywords = rows.map((row): RankedKeyword => {
    const all = readings.get(row.id) ?? [];
    const successful = all.filter((r) => r.state !== "failed");
    const latestRow = successful.at(-1) ?? null;
    const newest = all.at(-1) ?? null;
    const latest = latestRow ? latestOf(latestRow, results.get(latestRow.id)) : null;
    const weekAgo = latestRow
      ? successful.findLast((r) => Date.parse(r.checked_at) <= Date.parse(latestRow.checked_at) - WEEK_AGO_MS)
      : undefined;
    const shown = all.filter((r) => r.checked_at >= since.toISOString());
    const positions = shown.filter((r) => r.position !== null).map((r) => r.position!);
    const tracked = trackedKeywordFromRow(row);
    return {
      ...tracked,
      latest,
      lastFailure: newest && newest.state === "failed" ? readingOf(newest) : null,
      change7d: latestRow && weekAgo ? rankOf(weekAgo) - rankOf(latestRow) : null,
      best: positions.length > 0 ? Math.min(...positions) : null,
      history: shown.map(readingOf),
      cannibalised: latest !== null && distinctPages(latest.ownResults) >= 2,
      wrongPage:
        latest?.url != null && tracked.targetUrl !== null && !samePage(latest.url, tracked.targetUrl),
      searchConsole: searchConsole.get(row.keyword) ?? null,
    };
  });
  return { keywords, movers: moversOf(keywords), since: since.toISOString() };
}

const HISTORY_COLUMNS = [
  "id",
  "tracked_keyword_id",
  "provider",
  "trigger",
  "checked_at",
  "state",
  "position",
  "url",
  "error",
] as const;
type HistoryRow = Pick<Selectable<RankReadingsTable>, (typeof HISTORY_COLUMNS)[number]>;
type ResultsRow = Pick<Selectable<RankReadingsTable>, "own_results" | "features" | "competitors">;

function readingOf(row: HistoryRow): RankReading {
  return {
    checkedAt: row.checked_at,
    provider: row.provider as SearchProvider,
    trigger: row.trigger as RankReading["trigger"],
    state: row.state as RankReading["state"],
    position: row.position,
    url: row.url,
    error: row.error,
  };
}

function latestOf(row: HistoryRow, results: ResultsRow | undefined): LatestRank {
  return {
    ...readingOf(row),
    ownResults: JSON.parse(results?.own_results ?? "[]") as LatestRank["ownResults"],
    features: JSON.parse(results?.features ?? "[]") as string[],
    competitors: JSON.parse(results?.competitors ?? "[]") as LatestRank["competitors"],
  };
}

/** A standing as a number to subtract: "not in the top 100" is just past the last position read. */
const rankOf = (row: { state: string; position: number | null }) =>
  row.state === "ranked" && row.position !== null ? row.position : RANK_DEPTH + 1;

const samePage = (a: string, b: string) => pageKey(a) === pageKey(b);

function moversOf(keywords: RankedKeyword[]): { up: RankMover[]; down: RankMover[] } {
  return biggestMoves(
    keywords
      .filter((k) => k.change7d !== null && k.change7d !== 0 && k.latest)
      .map(
        (k): RankMover => ({
          keywordId: k.id,
          keyword: k.keyword,
          device: k.device,
          from: positionOrNull((k.latest!.position ?? RANK_DEPTH + 1) + k.change7d!),
          to: k.latest!.position,
          delta: k.change7d!,
        }),
      ),
  );
}

/** The biggest moves each way, best first: a project's, or the workspace's on the dashboard. */
export function biggestMoves<M extends RankMover>(moved: readonly M[]): { up: M[]; down: M[] } {
  return {
    up: moved
      .filter((m) => m.delta > 0)
      .sort((a, b) => b.delta - a.delta)
      .slice(0, MOVERS),
    down: moved
      .filter((m) => m.delta < 0)
      .sort((a, b) => a.delta - b.delta)
      .slice(0, MOVERS),
  };
}

const positionOrNull = (rank: number) => (rank > RANK_DEPTH ? null : rank);
