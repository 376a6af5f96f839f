import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { schemaTypesOf } from "../crawl/page-row";

/** One crawled URL as the command line reports it. */
export interface CrawledPage {
  url: string;
  status: number | null;
  error: string | null;
  depth: number | null;
  foundVia: string;
  inSitemap: boolean;
  resource: boolean;
  contentType: string | null;
  title: string | null;
  indexable: boolean;
  nonIndexableReason: string | null;
  score: number | null;
  wordCount: number | null;
  redirectTo: string | null;
  totalMs: number | null;
  /** Distinct other pages with a followed link here (null for resources). */
  linkingPages: number | null;
  /** 0–100, the internal link score (ADR 026; null for resources). */
  linkScore: number | null;
  /** The JSON-LD @types the page declares. */
  schemaTypes: string[];
}

export interface CrawlSummary {
  id: string;
  startUrl: string;
  state: string;
  stateReason: string | null;
  startedAt: string | null;
  /** When the last page was fetched: with `issuesComputedAt`, how long the site-level analysis took. */
  lastPageAt: string | null;
  issuesComputedAt: string | null;
  finishedAt: string | null;
  healthScore: number | null;
  pagesCrawled: number;
  /** Crawled URLs that answered at all (with any status). */
  pagesAnswered: number;
}

export async function crawlSummary(db: Kysely<Database>, crawlId: string): Promise<CrawlSummary> {
  const crawl = await db
    .selectFrom("crawls")
    .innerJoin("sites", "sites.id", "crawls.site_id")
    .select([
      "crawls.id",
      "sites.start_url",
      "crawls.state",
      "crawls.state_reason",
      "crawls.started_at",
      "crawls.issues_computed_at",
      "crawls.finished_at",
      "crawls.health_score",
    ])
    .where("crawls.id", "=", crawlId)
    .executeTakeFirstOrThrow();
  const pages = await db
    .selectFrom("crawl_pages")
    .select([
      (eb) => eb.fn.countAll<number | string>().as("count"),
      (eb) => eb.fn.count<number | string>("status").as("answered"),
      (eb) => eb.fn.max("fetched_at").as("last"),
    ])
    .where("crawl_id", "=", crawlId)
    .executeTakeFirstOrThrow();
  return {
    id: crawl.id,
    startUrl: crawl.start_url,
    state: crawl.state,
    stateReason: crawl.state_reason,
    startedAt: crawl.started_at,
    lastPageAt: (pages.last as string | null) ?? null,
    issuesComputedAt: crawl.issues_computed_at,
    finishedAt: crawl.finished_at,
    healthScore: crawl.health_score,
    pagesCrawled: Number(pages.count),
    pagesAnswered: Number(pages.answered),
  };
}

/** Every URL the crawl fetched, in discovery order, `batchSize` at a time (a 100,000-page crawl never sits in memory whole). */
export async function* crawledPages(
  db: Kysely<Database>,
  crawlId: string,
  batchSize = 2_000,
): AsyncGenerator<CrawledPage[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom("crawl_pages as p")
      .innerJoin("crawl_urls as u", "u.id", "p.url_id")
      .select([
        "u.id",
        "u.url",
        "p.status",
        "p.error_code",
        "u.depth",
        "u.found_via",
        "u.in_sitemap",
        "u.is_resource",
        "p.content_type",
        "p.title",
        "p.indexable",
        "p.non_indexable_reason",
        "p.score",
        "p.word_count",
        "p.redirect_target",
        "p.total_ms",
        "p.unique_inlinks",
        "p.link_score",
        "p.schema_types",
      ])
      .where("p.crawl_id", "=", crawlId)
      .where("u.id", ">", after)
      .orderBy("u.id")
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id;
    yield rows.map((row) => ({
      url: row.url,
      status: row.status,
      error: row.error_code,
      depth: row.depth,
      foundVia: row.found_via,
      inSitemap: row.in_sitemap === 1,
      resource: row.is_resource === 1,
      contentType: row.content_type,
      title: row.title,
      indexable: row.indexable === 1,
      nonIndexableReason: row.non_indexable_reason,
      score: row.score,
      wordCount: row.word_count,
      redirectTo: row.redirect_target,
      totalMs: row.total_ms,
      linkingPages: row.unique_inlinks,
      linkScore: row.link_score,
      schemaTypes: schemaTypesOf(row.schema_types),
    }));
  }
}
