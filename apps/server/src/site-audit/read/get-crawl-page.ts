import { CHECK_METADATA } from "@ranklens/engine";
import type {
  CrawlFailingCheck,
  CrawlInlink,
  CrawlOutlink,
  CrawlPageDetail,
  CrawlPageDetailQuery,
  RedirectHop,
} from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { notFound } from "../../errors";
import { extractedOf, renderingOf, schemaTypesOf, searchedOf } from "../crawl/page-row";
import { findCrawl } from "../manage/find-crawl";
import { anchorsOf } from "./page-anchors";

export const CRAWL_PAGE_NOT_FOUND = "Page not found in this crawl";

/** Hops followed before a chain is cut short: far past what any crawler or browser follows. */
const MAX_HOPS = 20;

const METADATA = new Map(CHECK_METADATA.map((check) => [check.id as string, check]));

/**
 * One fetched URL of the workspace's crawl in full: its stored facts and failing checks, its
 * redirect chain, and its links. Inlinks are the edge set `crawl_page_blocks ⋈ crawl_block_links`
 * read from the target side (index crawl_block_links_target), `limit` at a time from
 * `inlinksOffset`, with their total: a page in the navigation of 100,000 pages has 100,000.
 */
export async function getCrawlPage(
  db: Kysely<Database>,
  workspaceId: string,
  crawlId: string,
  page: { urlId: number } | { url: string },
  query: CrawlPageDetailQuery,
): Promise<CrawlPageDetail> {
  const crawl = await findCrawl(db, workspaceId, crawlId);
  let lookup = db
    .selectFrom("crawl_pages as p")
    .innerJoin("crawl_urls as u", "u.id", "p.url_id")
    .leftJoin("crawl_urls as s", "s.id", "u.first_source_id")
    .selectAll("p")
    .select(["u.url", "u.depth", "u.in_sitemap", "u.is_resource", "u.found_via", "s.url as first_source_url"])
    .where("p.crawl_id", "=", crawl.id);
  // By URL along the unique (crawl_id, url) index: the link that survives a recrawl.
  lookup =
    "url" in page
      ? lookup.where("u.crawl_id", "=", crawl.id).where("u.url", "=", page.url)
      : lookup.where("p.url_id", "=", page.urlId);
  const row = await lookup.executeTakeFirst();
  if (!row) throw notFound(CRAWL_PAGE_NOT_FOUND);
  const urlId = row.url_id;

  const [hops, inlinks, outlinks, anchors] = [
    await redirectChain(db, crawl.id, row),
    await inlinksOf(db, crawl.id, urlId, query),
    await outlinksOf(db, crawl.id, urlId, query.limit),
    await anchorsOf(db, crawl.id, urlId),
  ];
  const history = await crawlsOfUrl(db, crawl.site_id, row.url);
  return {
    crawlId: crawl.id,
    page: {
      id: row.url_id,
      url: row.url,
      depth: row.depth,
      inSitemap: row.in_sitemap === 1,
      isResource: row.is_resource === 1,
      fetchedAt: row.fetched_at,
      status: row.status,
      errorCode: row.error_code,
      errorMessage: row.error_message,
      redirectTarget: row.redirect_target,
      redirectUrlId: row.redirect_url_id,
      contentType: row.content_type,
      bytes: row.bytes,
      transferredBytes: row.transferred_bytes,
      ttfbMs: row.ttfb_ms,
      totalMs: row.total_ms,
      notModified: row.not_modified === 1,
      isHtml: row.is_html === 1,
      title: row.title,
      description: row.description,
      h1: row.h1,
      h1Count: row.h1_count,
      wordCount: row.word_count,
      lang: row.lang,
      canonical: row.canonical,
      metaRobots: row.meta_robots,
      xRobotsTag: row.x_robots_tag,
      indexable: row.indexable === 1,
      nonIndexableReason: row.non_indexable_reason,
      mixedContent: row.mixed_content,
      score: row.score,
      inlinks: inlinks.total,
      outlinks: outlinks.total,
      uniqueInlinks: row.unique_inlinks,
      linkScore: row.link_score,
      schemaTypes: schemaTypesOf(row.schema_types),
      extracted: extractedOf(row.extracted),
      searched: searchedOf(row.searched),
      rendering: renderingOf(row.rendering),
      foundVia: row.found_via,
      firstSourceUrl: row.first_source_url,
      failingChecks: failingChecks(row.failing_checks),
    },
    redirectChain: hops,
    inlinks,
    outlinks,
    anchors,
    history,
  };
}

/** Crawls of a site listed with a page: the newest, enough to step back through months of audits. */
export const PAGE_HISTORY_CRAWLS = 12;

/**
 * The site's crawls that fetched this URL, newest first, with what it answered in each and its id
 * there: ids are per crawl, so moving between crawls goes by URL (index crawl_urls (crawl_id, url)).
 */
async function crawlsOfUrl(
  db: Kysely<Database>,
  siteId: string,
  url: string,
): Promise<CrawlPageDetail["history"]> {
  const rows = await db
    .selectFrom("crawls as c")
    .innerJoin("crawl_urls as u", (join) => join.onRef("u.crawl_id", "=", "c.id").on("u.url", "=", url))
    .innerJoin("crawl_pages as p", "p.url_id", "u.id")
    .select(["c.id", "c.created_at", "c.state", "u.id as url_id", "p.status", "p.indexable", "p.link_score"])
    .where("c.site_id", "=", siteId)
    .orderBy("c.created_at", "desc")
    .limit(PAGE_HISTORY_CRAWLS)
    .execute();
  return rows.map((r) => ({
    crawlId: r.id,
    createdAt: r.created_at,
    state: r.state,
    urlId: r.url_id,
    status: r.status,
    indexable: r.indexable === 1,
    linkScore: r.link_score,
  }));
}

/** The stored checks with the engine's title and explanation (the crawl stores only ids and findings). */
function failingChecks(json: string | null): CrawlFailingCheck[] {
  if (!json) return [];
  const stored = JSON.parse(json) as Array<{
    id: string;
    status: string;
    displayValue: string | null;
    items: Array<Record<string, unknown>>;
    itemCount?: number;
  }>;
  return stored.map((check) => {
    const meta = METADATA.get(check.id);
    return {
      id: check.id,
      status: check.status,
      title: meta?.failureTitle ?? check.id,
      description: meta?.description ?? "",
      category: meta?.category ?? null,
      learnMoreUrl: meta?.learnMoreUrl ?? null,
      displayValue: check.displayValue,
      items: check.items,
      itemCount: check.itemCount ?? check.items.length,
    };
  });
}

interface ChainStart {
  url_id: number;
  url: string;
  status: number | null;
  redirect_target: string | null;
  redirect_url_id: number | null;
}

/**
 * Follows `redirect_url_id` from the page, one hop per query (a chain is a handful of hops), and
 * stops where a hop does not redirect, leaves the crawl's scope (its target is listed unfetched),
 * or comes back to a URL already seen (a loop).
 */
async function redirectChain(
  db: Kysely<Database>,
  crawlId: string,
  start: ChainStart,
): Promise<CrawlPageDetail["redirectChain"]> {
  if (start.redirect_target === null) return { hops: [], loop: false };
  const hops: RedirectHop[] = [{ id: start.url_id, url: start.url, status: start.status }];
  const seen = new Set([start.url_id]);
  let current: ChainStart = start;
  while (hops.length <= MAX_HOPS) {
    const nextId = current.redirect_url_id;
    if (nextId === null) {
      if (current.redirect_target !== null)
        hops.push({ id: null, url: current.redirect_target, status: null });
      return { hops, loop: false };
    }
    if (seen.has(nextId)) {
      const again = hops.find((hop) => hop.id === nextId);
      hops.push({ id: nextId, url: again?.url ?? "", status: again?.status ?? null });
      return { hops, loop: true };
    }
    seen.add(nextId);
    const next = await db
      .selectFrom("crawl_urls as u")
      .leftJoin("crawl_pages as p", "p.url_id", "u.id")
      .select(["u.id as url_id", "u.url", "p.status", "p.redirect_target", "p.redirect_url_id"])
      .where("u.id", "=", nextId)
      .where("u.crawl_id", "=", crawlId)
      .executeTakeFirst();
    if (!next) return { hops, loop: false };
    hops.push({ id: next.url_id, url: next.url, status: next.status ?? null });
    if (next.redirect_target === null) return { hops, loop: false };
    current = { ...next, status: next.status ?? null, redirect_url_id: next.redirect_url_id ?? null };
  }
  return { hops, loop: false };
}

async function inlinksOf(
  db: Kysely<Database>,
  crawlId: string,
  urlId: number,
  query: CrawlPageDetailQuery,
): Promise<CrawlPageDetail["inlinks"]> {
  const edges = () =>
    db
      .selectFrom("crawl_block_links as bl")
      .innerJoin("crawl_page_blocks as pb", "pb.block_id", "bl.block_id")
      .where("bl.target_url_id", "=", urlId)
      .where("pb.crawl_id", "=", crawlId);
  const rows = await edges()
    .innerJoin("crawl_link_blocks as lb", "lb.id", "bl.block_id")
    .innerJoin("crawl_urls as s", "s.id", "pb.page_url_id")
    .select(["pb.page_url_id", "s.url", "bl.anchor", "bl.nofollow", "lb.in_nav"])
    // Content links before navigation ones: the links a person placed say more than the template's.
    .orderBy("lb.in_nav")
    .orderBy("pb.page_url_id")
    .orderBy("bl.position")
    .limit(query.limit)
    .offset(query.inlinksOffset)
    .execute();
  const total = await edges()
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  const items: CrawlInlink[] = rows.map((r) => ({
    sourceId: r.page_url_id,
    sourceUrl: r.url,
    anchor: r.anchor,
    nofollow: r.nofollow === 1,
    inNav: r.in_nav === 1,
  }));
  return { items, total: Number(total.n) };
}

async function outlinksOf(
  db: Kysely<Database>,
  crawlId: string,
  urlId: number,
  limit: number,
): Promise<CrawlPageDetail["outlinks"]> {
  const edges = () =>
    db
      .selectFrom("crawl_page_blocks as pb")
      .innerJoin("crawl_block_links as bl", "bl.block_id", "pb.block_id")
      .where("pb.page_url_id", "=", urlId)
      .where("pb.crawl_id", "=", crawlId);
  const rows = await edges()
    .innerJoin("crawl_link_blocks as lb", "lb.id", "pb.block_id")
    .innerJoin("crawl_urls as t", "t.id", "bl.target_url_id")
    .leftJoin("crawl_pages as tp", "tp.url_id", "bl.target_url_id")
    .select([
      "bl.target_url_id",
      "t.url",
      "t.skip_reason",
      "bl.anchor",
      "bl.nofollow",
      "lb.in_nav",
      "tp.status",
    ])
    .orderBy("lb.in_nav")
    .orderBy("pb.block_id")
    .orderBy("bl.position")
    .limit(limit)
    .execute();
  const total = await edges()
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  const items: CrawlOutlink[] = rows.map((r) => ({
    targetId: r.target_url_id,
    url: r.url,
    anchor: r.anchor,
    nofollow: r.nofollow === 1,
    inNav: r.in_nav === 1,
    status: r.status ?? null,
    skipReason: r.skip_reason,
  }));
  return { items, total: Number(total.n) };
}
