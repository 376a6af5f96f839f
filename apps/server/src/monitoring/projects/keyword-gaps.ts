import { isBrandedKeyword, keywordCoverage } from "@ranklens/engine";
import { KEYWORD_GAPS_LISTED, type KeywordGap, type KeywordGaps } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { CheckDay } from "./check-days";

/** One tracked page's top keywords at a check; `competitor` is its competitor's host, null for an own page. */
export interface CheckedPage {
  url: string;
  competitor: string | null;
  keywords: string[];
}

export interface CheckedDay {
  date: string;
  pages: CheckedPage[];
}

/** Keywords compared as the same one whatever their case and spacing. */
const normalize = (keyword: string) => keyword.trim().replace(/\s+/g, " ").toLowerCase();

type GapsAtCheck = Map<string, { competitors: Set<string>; pages: Set<string> }>;

/**
 * The gaps at one check: keywords among a competitor page's top keywords that no own page's top
 * keywords cover (the same phrase, plurals aside, or a longer one holding it: engine
 * `keywordCoverage`), less those holding the competitor's name. Null when the check observed no own page or
 * no competitor page (no reading, not 0).
 */
function gapsAt(pages: CheckedPage[]): GapsAtCheck | null {
  const own = pages.filter((p) => p.competitor === null);
  const theirs = pages.filter((p) => p.competitor !== null);
  if (own.length === 0 || theirs.length === 0) return null;
  const covered = keywordCoverage(own.flatMap((p) => p.keywords));
  const gaps: GapsAtCheck = new Map();
  for (const page of theirs) {
    for (const keyword of new Set(page.keywords.map(normalize))) {
      if (keyword === "" || covered(keyword) || isBrandedKeyword(keyword, page.competitor as string))
        continue;
      const gap = gaps.get(keyword) ?? { competitors: new Set(), pages: new Set() };
      gap.competitors.add(page.competitor as string);
      gap.pages.add(page.url);
      gaps.set(keyword, gap);
    }
  }
  return gaps;
}

/**
 * Keyword gaps over time, from the tracked pages' top keywords at each check date (oldest first):
 * the count per date, and the newest check's gaps with the date since which each has been a gap
 * at every check (a check without a reading neither starts nor ends a gap).
 */
export function computeKeywordGaps(days: CheckedDay[]): Omit<KeywordGaps, "earlierChecks"> {
  const byDay: KeywordGaps["byDay"] = [];
  const since = new Map<string, string>();
  let latest: { date: string; gaps: GapsAtCheck } | null = null;
  for (const day of days) {
    const gaps = gapsAt(day.pages);
    byDay.push({ date: day.date, count: gaps === null ? null : gaps.size });
    if (gaps === null) continue;
    for (const keyword of since.keys()) if (!gaps.has(keyword)) since.delete(keyword);
    for (const keyword of gaps.keys()) if (!since.has(keyword)) since.set(keyword, day.date);
    latest = { date: day.date, gaps };
  }
  const current: KeywordGap[] = latest
    ? [...latest.gaps.entries()].map(([keyword, gap]) => ({
        keyword,
        competitors: [...gap.competitors].sort(),
        pages: [...gap.pages].sort(),
        firstSeen: since.get(keyword) as string,
      }))
    : [];
  // The most widely covered first: what several competitor pages have in common is the likelier gap.
  current.sort(
    (a, b) =>
      b.pages.length - a.pages.length ||
      b.competitors.length - a.competitors.length ||
      a.keyword.localeCompare(b.keyword),
  );
  return {
    byDay,
    current: current.slice(0, KEYWORD_GAPS_LISTED),
    currentTotal: current.length,
    asOf: latest?.date ?? null,
  };
}

/** The tracked pages' observations at each check date, with the page's URL and side (own or competitor). */
export async function loadCheckedDays(
  db: Kysely<Database>,
  projectId: string,
  checks: CheckDay[],
): Promise<CheckedDay[]> {
  if (checks.length === 0) return [];
  // Through the project's pages, so each page's observations are found by the (page, run) index
  // rather than by scanning every project's observations for the runs.
  const rows = await db
    .selectFrom("project_pages as p")
    .innerJoin("page_observations as o", "o.page_id", "p.id")
    .leftJoin("project_competitors as c", "c.id", "p.competitor_id")
    .select(["p.url", "p.competitor_id", "c.host", "o.run_id", "o.keywords"])
    .where("p.project_id", "=", projectId)
    .where(
      "o.run_id",
      "in",
      checks.map((c) => c.runId),
    )
    .execute();
  const byRun = new Map<string, CheckedPage[]>();
  for (const row of rows) {
    const list = byRun.get(row.run_id) ?? [];
    list.push({
      url: row.url,
      competitor: row.competitor_id === null ? null : (row.host ?? row.competitor_id),
      keywords: JSON.parse(row.keywords) as string[],
    });
    byRun.set(row.run_id, list);
  }
  return checks.map((check) => ({ date: check.date, pages: byRun.get(check.runId) ?? [] }));
}
