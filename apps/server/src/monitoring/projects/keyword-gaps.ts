import { isBrandedKeyword, keywordGapsOf, ownCoverage } from "@ranklens/engine";
import { KEYWORD_GAPS_LISTED, type KeywordGap, type KeywordGaps } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { CheckDay } from "./check-days";
import type { OwnTextsAtCheck } from "./own-page-texts";

/** One tracked page's observation at a check; `competitor` is its competitor's host, null for an own page. */
export interface CheckedPage {
  url: string;
  competitor: string | null;
  /** Its top keywords. */
  keywords: string[];
  /**
   * An own page's main text at the check (its page_texts hash); null for a competitor page (only
   * own texts are read) and for an observation without a stored text (one from before texts were
   * kept, or of a page that could not be analysed).
   */
  textHash: string | null;
}

export interface CheckedDay {
  date: string;
  pages: CheckedPage[];
}

/** Keywords compared as the same one whatever their case and spacing. */
const normalize = (keyword: string) => keyword.trim().replace(/\s+/g, " ").toLowerCase();

type GapsAtCheck = Map<string, { competitors: Set<string>; pages: Set<string> }>;

/**
 * The gaps at one check: a competitor page's top keywords that the own pages do not cover at all
 * (no own main text holds them, plurals aside, nor does an own top keyword), less those holding
 * the competitor's name and the fragments of its longer gaps (engine `keywordGapsOf`). Null when
 * the check observed no own page or no competitor page (no reading, not 0).
 */
async function gapsAt(pages: CheckedPage[], ownTexts: OwnTextsAtCheck): Promise<GapsAtCheck | null> {
  const own = pages.filter((p) => p.competitor === null);
  const theirs = pages.filter((p) => p.competitor !== null);
  if (own.length === 0 || theirs.length === 0) return null;
  const hashes = [...new Set(own.flatMap((p) => (p.textHash === null ? [] : [p.textHash])))];
  const texts = await ownTexts(hashes);
  // An own page without a stored text (an observation from before texts were kept) is known only by
  // its top keywords: for it, the gaps are what they were, against its keywords.
  const covered = ownCoverage(
    own.flatMap((p) => {
      const holds = p.textHash === null ? undefined : texts.get(p.textHash);
      return holds ? [holds] : [];
    }),
    own.flatMap((p) => p.keywords),
  );
  const gaps: GapsAtCheck = new Map();
  for (const page of theirs) {
    const host = page.competitor as string;
    const keywords = [...new Set(page.keywords.map(normalize))].filter((k) => k !== "");
    for (const keyword of keywordGapsOf((k) => covered(k) || isBrandedKeyword(k, host), keywords)) {
      const gap = gaps.get(keyword) ?? { competitors: new Set(), pages: new Set() };
      gap.competitors.add(host);
      gap.pages.add(page.url);
      gaps.set(keyword, gap);
    }
  }
  return gaps;
}

/**
 * Keyword gaps over time, from the tracked pages' observations at each check date (oldest first;
 * `ownTexts` reads the own pages' main texts check by check): the count per date, and the newest
 * check's gaps with the date since which each has been a gap at every check (a check without a
 * reading neither starts nor ends a gap).
 */
export async function computeKeywordGaps(
  days: CheckedDay[],
  ownTexts: OwnTextsAtCheck,
): Promise<Omit<KeywordGaps, "earlierChecks">> {
  const byDay: KeywordGaps["byDay"] = [];
  const since = new Map<string, string>();
  let latest: { date: string; gaps: GapsAtCheck } | null = null;
  for (const day of days) {
    const gaps = await gapsAt(day.pages, ownTexts);
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

/** The tracked pages' observations at each check date, with the page's URL and side (own or competitor); texts are read later, check by check. */
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
    .select(["p.url", "p.competitor_id", "c.host", "o.run_id", "o.keywords", "o.text_hash"])
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
      textHash: row.competitor_id === null ? row.text_hash : null,
    });
    byRun.set(row.run_id, list);
  }
  return checks.map((check) => ({ date: check.date, pages: byRun.get(check.runId) ?? [] }));
}
