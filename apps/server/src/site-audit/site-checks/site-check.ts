import type { CrawlMode, IssueColumns } from "@ranklens/shared";
import { type Kysely, type RawBuilder, sql } from "kysely";
import { dialectOf } from "../../db/dialect";
import type { Database } from "../../db/schema";
import { parseCrawlSettings } from "../crawl/crawl-settings";

export type SiteCheckSeverity = "error" | "warning" | "notice";

/**
 * Which URLs of an issue row are pages that carry the problem, for the health score: a broken
 * link is a fault of the broken URL and of the page linking to it; a link to a redirect is a
 * fault of the linking page only (the redirect itself may be fine).
 */
export type AffectedPages = "url" | "related" | "both";

/**
 * One kind of site issue, as the issue list, the CSV, Compare and the health score know it: what
 * it is, why it matters, how to fix it and what its rows hold. A site check (below) computes its
 * rows in SQL; a page check's roll-up (page-check-issues.ts) lists the pages that failed one of
 * the engine's page checks.
 */
export interface IssueType {
  /** Stable id (a site check's file name). */
  id: string;
  /** Names the problem, as a list heading ("Broken internal links"). */
  title: string;
  severity: SiteCheckSeverity;
  /** Why it matters. */
  description: string;
  howToFix: string;
  /** Which of a row's URLs count as affected pages for the health score. */
  affects: AffectedPages;
  /**
   * What a row's `url` and related URL mean, and the `detail` fields the rows carry, with their
   * labels: served with the summary, so the issue table and the CSV need no copy of them.
   */
  columns: IssueColumns;
  /**
   * The crawl modes whose crawls can see what the check judges; absent: every mode. A list or
   * sitemap crawl fetches no link targets, redirect targets or external URLs and has no click
   * depth: a check that needs them is not run there and reads "not checked", never 0.
   */
  modes?: readonly CrawlMode[];
  /** Judges what JavaScript rendering changed: run (and reported) only for crawls that render. */
  needsRendering?: true;
}

/** Checks that need the whole site crawled by its links. */
export const SPIDER_ONLY: readonly CrawlMode[] = ["spider"];

/** What decides which checks a crawl runs: its mode, and whether it rendered JavaScript. */
export interface CrawlKind {
  mode: CrawlMode;
  rendered: boolean;
}

/** Why a crawl of this kind cannot run the check (its mode follows no links, or it did not render); null when it can. */
export function notCheckedBecause(
  type: Pick<IssueType, "modes" | "needsRendering">,
  kind: CrawlKind,
): "exact-crawl" | "not-rendered" | null {
  if (type.modes !== undefined && !type.modes.includes(kind.mode)) return "exact-crawl";
  if (type.needsRendering && !kind.rendered) return "not-rendered";
  return null;
}

/** Whether a crawl of this kind runs (and reports) the check. */
export function checkedIn(type: Pick<IssueType, "modes" | "needsRendering">, kind: CrawlKind): boolean {
  return notCheckedBecause(type, kind) === null;
}

/** A crawl's mode and rendering (crawls.mode, crawls.settings), which decide the checks it runs. */
export async function crawlKindOf(db: Kysely<Database>, crawlId: string): Promise<CrawlKind> {
  const row = await db
    .selectFrom("crawls")
    .select(["mode", "settings"])
    .where("id", "=", crawlId)
    .executeTakeFirst();
  return {
    mode: (row?.mode ?? "spider") as CrawlMode,
    rendered: row ? parseCrawlSettings(row.settings).renderJavaScript : false,
  };
}

/**
 * One site-level check (ADR 014), the crawl-wide sibling of a page check: metadata beside one
 * `INSERT INTO crawl_issues … SELECT` over the crawl's rows. `run` writes the check's rows for one
 * crawl and nothing else; the runner deletes the old rows first, in the same transaction.
 */
export interface SiteCheck<Options extends object = Record<string, never>> extends IssueType {
  /** Thresholds as data. */
  defaultOptions: Options;
  run(db: Kysely<Database>, crawlId: string, options: Options): Promise<void>;
}

/** Any check, whatever its options (the registry holds these). */
// biome-ignore lint/suspicious/noExplicitAny: checks differ in their option types; the runner passes each its own.
export type AnySiteCheck = SiteCheck<any>;

/** Declares a site check with its option type inferred. */
export function defineSiteCheck<Options extends object>(check: SiteCheck<Options>): SiteCheck<Options> {
  return check;
}

/**
 * A JSON object built in SQL, as text: SQLite's `json_object`, PostgreSQL's `jsonb_build_object`
 * (jsonb prints keys in a fixed order with one spacing style). Keys are our constants, written as
 * literals: PostgreSQL cannot type a bound parameter used as a key.
 */
export function jsonObject(
  db: Kysely<Database>,
  fields: Record<string, RawBuilder<unknown>>,
): RawBuilder<string> {
  const pairs = sql.join(Object.entries(fields).map(([key, value]) => sql`${sql.lit(key)}, ${value}`));
  return dialectOf(db) === "sqlite"
    ? sql<string>`json_object(${pairs})`
    : sql<string>`cast(jsonb_build_object(${pairs}) as text)`;
}

/**
 * `(a, b, c)` of our own constants (check ids) for `IN`, inlined as literals; `(NULL)`, which
 * matches nothing, when empty (`IN ()` is invalid SQL).
 */
export function inList(values: readonly string[]): RawBuilder<unknown> {
  return values.length === 0 ? sql`(NULL)` : sql`(${sql.join(values.map((v) => sql.lit(v)))})`;
}

/**
 * The signals rendering changed on a page (`render_changed`, " title  h1 "), as a reader's list:
 * "title, h1, word count".
 */
export function changedSignals(alias: string): RawBuilder<string> {
  const column = sql.ref(`${alias}.render_changed`);
  return sql<string>`replace(replace(trim(${column}), '  ', ', '), 'wordCount', 'word count')`;
}

/** A constant number inside SQL, inlined (a threshold echoed into an issue's detail). */
export function num(value: number): RawBuilder<number> {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return sql.lit(value);
}

/**
 * Writes one check's rows: `select` yields `url_id`, `related_url_id` and `detail` (JSON text or
 * null). Every column is cast: PostgreSQL types a bare `NULL AS related_url_id` (or a bound id) as
 * text, which an integer column refuses.
 */
export async function insertIssues(
  db: Kysely<Database>,
  crawlId: string,
  checkId: string,
  select: RawBuilder<unknown>,
): Promise<void> {
  await sql`
    INSERT INTO crawl_issues (crawl_id, check_id, url_id, related_url_id, detail)
    SELECT cast(${crawlId} as text), cast(${checkId} as text), found.url_id,
           cast(found.related_url_id as integer), cast(found.detail as text)
    FROM (${select}) found
  `.execute(db);
}

/** Statuses of a redirect response (304 Not Modified answers a conditional request; it is not one). */
export const REDIRECT_STATUSES = sql.raw("(301, 302, 303, 307, 308)");

/** Whether the crawl_pages row `alias` answered with an error (4xx/5xx) or gave no answer at all. */
export function isBroken(alias: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${alias}.status`)} IS NULL OR ${sql.ref(`${alias}.status`)} >= 400)`;
}

/** Whether the crawl_pages row `alias` is a redirect. */
export function isRedirect(alias: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(`${alias}.status`)} IN ${REDIRECT_STATUSES}`;
}

/**
 * Links to the crawl's fetched pages that meet `targetCondition` (on their crawl_pages row `t`),
 * one row per (linking page, target) however often the page links there: the alphabetically
 * first anchor stands for them (a stable choice), with how many links there are. Self-links are
 * left out.
 *
 * It starts from the targets and walks links backwards (crawl_block_links by target, then the
 * pages holding each block), so its cost follows the links to the few flagged targets, not the
 * millions of edges of a 100,000-page crawl. Link rows carry no crawl id: a target's id already
 * belongs to one crawl.
 */
export function linksTo(crawlId: string, targetCondition: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    SELECT pb.page_url_id AS source_id, bl.target_url_id AS target_id, min(bl.anchor) AS anchor, count(*) AS links
    FROM crawl_pages t
    JOIN crawl_block_links bl ON bl.target_url_id = t.url_id
    JOIN crawl_page_blocks pb ON pb.block_id = bl.block_id
    WHERE t.crawl_id = ${crawlId} AND ${targetCondition} AND pb.page_url_id <> bl.target_url_id
    GROUP BY pb.page_url_id, bl.target_url_id
  `;
}

/**
 * Links to the crawl's checked external URLs that meet `targetCondition` (on their
 * crawl_external_checks row `e`), one row per (linking page, target), as `linksTo` does for the
 * site's own pages.
 */
export function linksToExternal(crawlId: string, targetCondition: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    SELECT pb.page_url_id AS source_id, bl.target_url_id AS target_id, min(bl.anchor) AS anchor, count(*) AS links
    FROM crawl_external_checks e
    JOIN crawl_block_links bl ON bl.target_url_id = e.url_id
    JOIN crawl_page_blocks pb ON pb.block_id = bl.block_id
    WHERE e.crawl_id = ${crawlId} AND ${targetCondition}
    GROUP BY pb.page_url_id, bl.target_url_id
  `;
}
