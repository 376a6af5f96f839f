import type { Kysely } from "kysely";
import type { DialectName } from "../../db/dialect";
import type { Database } from "../../db/schema";
import type { GuardedScope } from "./guarded-scope";
import { type KnownUrls, Lesson } from "./known-urls";

/** How a URL came to the crawl's attention. */
export type FoundVia =
  | "start"
  | "list"
  | "link"
  | "sitemap"
  | "redirect"
  | "canonical"
  | "hreflang"
  | "resource";

/** Why a known URL is not fetched. */
export type SkipReason =
  | "external"
  | "robots"
  | "depth"
  | "max-pages"
  | "pattern"
  | "too-long"
  | "not-listed";

/** A URL a page (or a sitemap) leads to. */
export interface FoundUrl {
  url: string;
  /** Click depth along links; null when no link from the start led here (sitemap, canonical…). */
  depth: number | null;
  foundVia: FoundVia;
  isResource: boolean;
  inSitemap?: boolean;
}

/** What decides a found URL's fate: the crawl's scope, robots.txt and page cap. */
export interface AdmissionRules {
  crawlId: string;
  /** Decisions prepared ahead of the transaction (recordPage, seedCrawl). */
  scope: GuardedScope;
  /** Whether robots.txt lets us fetch the URL; its host's robots.txt must have been read already. */
  robotsAllows(url: string): boolean;
  maxPages: number;
  /** This process's shortcut to URLs it knows already (none: every URL is looked up). */
  known?: KnownUrls;
  /**
   * A list or sitemap crawl: only the URLs it was seeded with are fetched; every other URL its
   * pages lead to (links, redirect targets, resources) is recorded as skipped, "not-listed".
   */
  exact?: boolean;
}

const BATCH = 400;

/**
 * Gives every found URL its `crawl_urls` row and returns their ids by URL. A new URL is queued, or
 * recorded as skipped with the first reason that applies (out of scope, blocked by robots.txt,
 * past the page cap). A known URL keeps its row; a shorter click depth is recorded, and a URL that
 * was too deep is queued when a shallower link reaches it.
 *
 * The page cap is counted in `crawls.pages_admitted` inside the caller's transaction (on
 * PostgreSQL the crawl row is locked for it), so workers sharing a crawl never let more than
 * `maxPages` pages in between them.
 */
export async function admitUrls(
  trx: Kysely<Database>,
  dialect: DialectName,
  rules: AdmissionRules,
  found: FoundUrl[],
  sourceId: number | null,
  lesson: Lesson = new Lesson(),
): Promise<Map<string, number>> {
  const wanted = mergeFound(found);
  const ids = new Map<string, number>();
  for (const [url, next] of wanted) {
    const id = next.inSitemap ? undefined : rules.known?.unchanged(url, next.depth);
    if (id === undefined) continue;
    ids.set(url, id);
    wanted.delete(url);
  }
  if (wanted.size === 0) return ids;
  // Lock the crawl row first (PostgreSQL): admissions of one crawl then run one after the other, and
  // each sees the URLs the previous one inserted, so two pages finding the same new URL cannot both add it.
  let admittedQuery = trx.selectFrom("crawls").select("pages_admitted").where("id", "=", rules.crawlId);
  if (dialect === "postgres") admittedQuery = admittedQuery.forUpdate();
  const before = (await admittedQuery.executeTakeFirstOrThrow()).pages_admitted;
  const urls = [...wanted.keys()];
  const existing: {
    id: number;
    url: string;
    depth: number | null;
    state: string;
    skip_reason: string | null;
  }[] = [];
  for (let i = 0; i < urls.length; i += BATCH) {
    existing.push(
      ...(await trx
        .selectFrom("crawl_urls")
        .select(["id", "url", "depth", "state", "skip_reason"])
        .where("crawl_id", "=", rules.crawlId)
        .where("url", "in", urls.slice(i, i + BATCH))
        .execute()),
    );
  }
  let admitted = before;
  const admitPage = (): boolean => {
    if (admitted >= rules.maxPages) return false;
    admitted++;
    return true;
  };

  for (const row of existing) {
    ids.set(row.url, row.id);
    const next = wanted.get(row.url)!;
    wanted.delete(row.url);
    const depth =
      next.depth !== null && (row.depth === null || next.depth < row.depth) ? next.depth : row.depth;
    if (!(row.state === "skipped" && row.skip_reason === "depth"))
      lesson.urls.push([row.url, { id: row.id, depth }]);
    if (next.inSitemap) {
      await trx.updateTable("crawl_urls").set({ in_sitemap: 1 }).where("id", "=", row.id).execute();
    }
    if (next.depth === null || (row.depth !== null && row.depth <= next.depth)) continue;
    const requeue =
      row.state === "skipped" &&
      row.skip_reason === "depth" &&
      rules.scope.decide(row.url, next.depth).inScope;
    if (requeue && !admitPage()) {
      await trx
        .updateTable("crawl_urls")
        .set({ depth: next.depth, skip_reason: "max-pages" })
        .where("id", "=", row.id)
        .execute();
      continue;
    }
    await trx
      .updateTable("crawl_urls")
      .set(requeue ? { depth: next.depth, state: "queued", skip_reason: null } : { depth: next.depth })
      .where("id", "=", row.id)
      .execute();
  }

  const inserts = [...wanted.values()].map((next) => {
    const reason = skipReason(next, rules, admitPage);
    return {
      crawl_id: rules.crawlId,
      url: next.url,
      depth: next.depth,
      state: reason === null ? "queued" : "skipped",
      skip_reason: reason,
      found_via: next.foundVia,
      first_source_id: sourceId,
      in_sitemap: next.inSitemap ? 1 : 0,
      is_resource: next.isResource ? 1 : 0,
    };
  });
  for (let i = 0; i < inserts.length; i += BATCH) {
    const rows = await trx
      .insertInto("crawl_urls")
      .values(inserts.slice(i, i + BATCH))
      .returning(["id", "url", "depth", "skip_reason"])
      .execute();
    for (const row of rows) {
      ids.set(row.url, row.id);
      if (row.skip_reason !== "depth") lesson.urls.push([row.url, { id: row.id, depth: row.depth }]);
    }
  }
  if (admitted !== before) {
    await trx
      .updateTable("crawls")
      .set({ pages_admitted: admitted })
      .where("id", "=", rules.crawlId)
      .execute();
  }
  return ids;
}

function skipReason(next: FoundUrl, rules: AdmissionRules, admitPage: () => boolean): SkipReason | null {
  // Only links count towards max depth: a sitemap or canonical target is not a click away.
  const decision = rules.scope.decide(next.url, next.depth ?? 0);
  if (!decision.inScope) {
    if (decision.reason === "too-deep") return "depth";
    if (decision.reason === "too-long") return "too-long";
    if (decision.reason === "excluded" || decision.reason === "not-included") return "pattern";
    return "external";
  }
  if (rules.exact && next.foundVia !== "list" && next.foundVia !== "sitemap") return "not-listed";
  if (!rules.robotsAllows(next.url)) return "robots";
  if (!next.isResource && !admitPage()) return "max-pages";
  return null;
}

/** One entry per URL: the shallowest depth, the first way it was found, a page if any mention is one. */
function mergeFound(found: FoundUrl[]): Map<string, FoundUrl> {
  const merged = new Map<string, FoundUrl>();
  for (const next of found) {
    const seen = merged.get(next.url);
    if (!seen) {
      merged.set(next.url, { ...next });
      continue;
    }
    if (next.depth !== null && (seen.depth === null || next.depth < seen.depth)) seen.depth = next.depth;
    if (!next.isResource) seen.isResource = false;
    if (next.inSitemap) seen.inSitemap = true;
  }
  return merged;
}
