import { createHash, randomUUID } from "node:crypto";
import { simhash } from "@ranklens/engine/site";
import { countWords } from "@ranklens/engine/text";
import type { Kysely } from "kysely";
import type { Database } from "../src/db/schema";

/**
 * Crawl rows from a compact description of a site, written as the crawler writes them (ADR 014),
 * so site checks can be tested before (and apart from) the crawler. Keys are paths on `origin` or
 * absolute URLs:
 *
 *   pages: {
 *     "/": { title: "Home", links: ["/b", "/missing", { to: "/c", nofollow: true, nav: true }] },
 *     "/b": { redirect: "/c" },            // 301, its own crawl_urls row, redirect_url_id → /c
 *     "/missing": { status: 404 },
 *   }
 *
 * What the crawler would decide is decided the same way here:
 * - A URL with a page spec is `done` (it has a crawl_pages row) unless `skip` or `queued` says
 *   otherwise; a URL only referenced (link, redirect, canonical, hreflang, sitemap) is `queued`,
 *   or `skipped`/`external` on another host.
 * - `depth` is the click depth from the start URL along links of fetched pages (breadth first); a
 *   redirect's target gets the redirect's depth; null when only a sitemap (or a redirect from a
 *   sitemap-only URL) leads there. `found_via` and `first_source_id` follow the same walk.
 * - `indexable` / `non_indexable_reason`: status not 2xx → "status", noindex in meta robots or
 *   X-Robots-Tag → "noindex", a canonical naming another URL → "canonicalised".
 * - Hashes are SHA-256 hex of the trimmed, whitespace-collapsed, lower-cased text; `text` gives
 *   text_hash, the engine's SimHash (16 hex digits) and word_count.
 * - A page's links are split into a navigation block (`nav: true`) and a content block; identical
 *   blocks are stored once per crawl.
 */
export interface LinkSpec {
  to: string;
  anchor?: string;
  nofollow?: boolean;
  nav?: boolean;
}

/** A failed page check: `status` defaults to "fail", `items` to none. */
export interface FailingCheckSpec {
  id: string;
  status?: "fail" | "warn" | "error";
  variant?: string;
  displayValue?: string;
  items?: { value: string; [key: string]: unknown }[];
  itemCount?: number;
}

export interface PageSpec {
  /** Default 200 (301 with `redirect`); null = no response (`error` says why). */
  status?: number | null;
  error?: string;
  /** Location of a redirect (path or absolute URL). */
  redirect?: string;
  /** An image, script, stylesheet or PDF: status only. */
  resource?: boolean;
  /** Default: not a resource and 2xx. */
  html?: boolean;
  title?: string;
  description?: string;
  h1?: string;
  h1Count?: number;
  /** Main text: text_hash, simhash and word_count come from it unless given. */
  text?: string;
  textHash?: string;
  simhash?: string;
  wordCount?: number;
  canonical?: string;
  metaRobots?: string;
  xRobotsTag?: string;
  links?: (string | LinkSpec)[];
  /** hreflang code → target (path or absolute URL). */
  hreflang?: Record<string, string>;
  inSitemap?: boolean;
  /** Overrides the computed click depth. */
  depth?: number | null;
  bytes?: number;
  totalMs?: number;
  ttfbMs?: number;
  mixedContent?: number;
  /** The page checks it failed, as the recorder stores them (crawl_pages.failing_checks). */
  failingChecks?: FailingCheckSpec[];
  /** Known but not fetched, for this reason. */
  skip?: "robots" | "depth" | "max-pages" | "pattern";
  /** Known, not fetched yet (a crawl still running). */
  queued?: boolean;
}

export interface CrawlSpec {
  /** Default https://example.com. */
  origin?: string;
  /** Default "/". */
  start?: string;
  pages: Record<string, PageSpec>;
  /** Reuse a workspace and site (a second crawl of the same site). */
  site?: { workspaceId: string; siteId: string };
  previousCrawlId?: string;
}

export interface BuiltCrawl {
  crawlId: string;
  workspaceId: string;
  siteId: string;
  /** crawl_urls id by key as written (path or URL) and by absolute URL. */
  ids: Record<string, number>;
  /** The id of a key; throws for an unknown one (a typo in a test). */
  id(key: string): number;
}

const NOW = "2026-11-24T12:00:00.000Z";

export function contentHash(text: string): string {
  return createHash("sha256").update(text.trim().replace(/\s+/g, " ").toLowerCase()).digest("hex");
}

export function simhashHex(text: string): string {
  return simhash(text).toString(16).padStart(16, "0");
}

/** Inserts a workspace (unless given), site, crawl and every row of `spec`. */
export async function buildCrawl(db: Kysely<Database>, spec: CrawlSpec): Promise<BuiltCrawl> {
  const origin = spec.origin ?? "https://example.com";
  const host = new URL(origin).host;
  const absolute = (key: string) => new URL(key, origin).href;
  const isExternal = (url: string) => new URL(url).host !== host;
  const linkOf = (link: string | LinkSpec): LinkSpec => (typeof link === "string" ? { to: link } : link);

  let workspaceId = spec.site?.workspaceId;
  let siteId = spec.site?.siteId;
  if (!workspaceId || !siteId) {
    workspaceId = randomUUID();
    siteId = randomUUID();
    await db
      .insertInto("workspaces")
      .values({
        id: workspaceId,
        name: "Crawl test",
        plan: "pro",
        created_by: null,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    await db
      .insertInto("sites")
      .values({
        id: siteId,
        workspace_id: workspaceId,
        name: host,
        start_url: absolute(spec.start ?? "/"),
        settings: "{}",
        created_by: null,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
  }
  const crawlId = randomUUID();
  await db
    .insertInto("crawls")
    .values({
      id: crawlId,
      workspace_id: workspaceId,
      site_id: siteId,
      state: "running",
      settings: "{}",
      state_reason: null,
      previous_crawl_id: spec.previousCrawlId ?? null,
      health_score: null,
      issues_computed_at: null,
      created_by: null,
      created_at: NOW,
      updated_at: NOW,
      started_at: NOW,
      finished_at: null,
    })
    .execute();

  // Every URL the crawl knows, page specs first, then references in the order they appear.
  const specs = new Map<string, PageSpec>();
  for (const [key, page] of Object.entries(spec.pages)) specs.set(absolute(key), page);
  const known: string[] = [];
  const seen = new Set<string>();
  const know = (url: string) => {
    if (!seen.has(url)) {
      seen.add(url);
      known.push(url);
    }
  };
  for (const url of specs.keys()) know(url);
  for (const page of specs.values()) {
    for (const link of page.links ?? []) know(absolute(linkOf(link).to));
    if (page.redirect && !isExternal(absolute(page.redirect))) know(absolute(page.redirect));
    if (page.canonical) know(absolute(page.canonical));
    for (const target of Object.values(page.hreflang ?? {})) know(absolute(target));
  }

  const fetched = (url: string) => {
    const page = specs.get(url);
    return page !== undefined && !page.skip && !page.queued && !isExternal(url);
  };
  const statusOf = (page: PageSpec) =>
    page.status === undefined ? (page.redirect ? 301 : 200) : page.status;

  // Click depth: breadth first from the start along links of fetched pages; a redirect passes its depth on.
  const startUrl = absolute(spec.start ?? "/");
  const depth = new Map<string, number>([[startUrl, 0]]);
  const foundVia = new Map<string, { via: string; source: string | null }>([
    [startUrl, { via: "start", source: null }],
  ]);
  const queue = [startUrl];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (!fetched(url)) continue;
    const page = specs.get(url)!;
    const next: [string, number, string][] = (page.links ?? []).map((link) => [
      absolute(linkOf(link).to),
      depth.get(url)! + 1,
      "link",
    ]);
    if (page.redirect && !isExternal(absolute(page.redirect))) {
      next.unshift([absolute(page.redirect), depth.get(url)!, "redirect"]);
    }
    for (const [target, targetDepth, via] of next) {
      if (depth.has(target)) continue;
      depth.set(target, targetDepth);
      foundVia.set(target, { via, source: url });
      queue.push(target);
    }
  }

  const ids: Record<string, number> = {};
  for (const url of known) {
    const page = specs.get(url);
    const state = isExternal(url) ? "skipped" : page?.skip ? "skipped" : fetched(url) ? "done" : "queued";
    const skipReason = isExternal(url) ? "external" : (page?.skip ?? null);
    const via = foundVia.get(url);
    const row = await db
      .insertInto("crawl_urls")
      .values({
        crawl_id: crawlId,
        url,
        depth: page?.depth !== undefined ? page.depth : (depth.get(url) ?? null),
        state,
        skip_reason: skipReason,
        found_via: via?.via ?? (page?.inSitemap ? "sitemap" : "link"),
        first_source_id: via?.source ? (ids[via.source] ?? null) : null,
        in_sitemap: page?.inSitemap ? 1 : 0,
        is_resource: page?.resource ? 1 : 0,
        claimed_by: null,
        claimed_until: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids[url] = row.id;
  }
  for (const key of Object.keys(spec.pages)) ids[key] = ids[absolute(key)]!;
  const idOf = (key: string) => {
    const id = ids[key] ?? ids[absolute(key)];
    if (id === undefined) throw new Error(`no URL ${key} in this crawl`);
    return id;
  };

  const blockIds = new Map<string, number>();
  for (const url of known) {
    if (!fetched(url)) continue;
    const page = specs.get(url)!;
    const status = statusOf(page);
    const ok = status !== null && status >= 200 && status < 300;
    const html = page.html ?? (!page.resource && ok);
    const canonical = page.canonical ? absolute(page.canonical) : null;
    const robots = `${page.metaRobots ?? ""} ${page.xRobotsTag ?? ""}`.toLowerCase();
    const reason = !ok
      ? "status"
      : /\b(noindex|none)\b/.test(robots)
        ? "noindex"
        : canonical && canonical !== url
          ? "canonicalised"
          : null;
    const redirect = page.redirect ? absolute(page.redirect) : null;
    await db
      .insertInto("crawl_pages")
      .values({
        url_id: ids[url]!,
        crawl_id: crawlId,
        fetched_at: NOW,
        status,
        error_code: status === null ? (page.error ?? "ECONNREFUSED") : null,
        error_message: null,
        redirect_target: redirect,
        redirect_url_id: redirect && !isExternal(redirect) ? ids[redirect]! : null,
        content_type: html ? "text/html; charset=utf-8" : null,
        bytes: page.bytes ?? 10_000,
        transferred_bytes: page.bytes ?? 10_000,
        ttfb_ms: page.ttfbMs ?? 50,
        total_ms: page.totalMs ?? 100,
        etag: null,
        last_modified: null,
        is_html: html ? 1 : 0,
        title: page.title ?? null,
        title_hash: page.title ? contentHash(page.title) : null,
        description: page.description ?? null,
        description_hash: page.description ? contentHash(page.description) : null,
        h1: page.h1 ?? null,
        h1_hash: page.h1 ? contentHash(page.h1) : null,
        h1_count: page.h1Count ?? (page.h1 ? 1 : html ? 0 : null),
        text_hash: page.textHash ?? (page.text !== undefined ? contentHash(page.text) : null),
        simhash: page.simhash ?? (page.text !== undefined ? simhashHex(page.text) : null),
        word_count: page.wordCount ?? (page.text !== undefined ? countWords(page.text) : null),
        lang: null,
        canonical,
        canonical_url_id: canonical ? ids[canonical]! : null,
        meta_robots: page.metaRobots ?? null,
        x_robots_tag: page.xRobotsTag ?? null,
        indexable: reason === null ? 1 : 0,
        non_indexable_reason: reason,
        mixed_content: page.mixedContent ?? 0,
        score: null,
        failing_checks: html ? JSON.stringify((page.failingChecks ?? []).map(storedFailingCheck)) : null,
      })
      .execute();

    const links = (page.links ?? []).map(linkOf);
    for (const inNav of [true, false]) {
      const block = links.filter((link) => (link.nav ?? false) === inNav);
      if (block.length === 0) continue;
      const rows = block.map((link, position) => ({
        position,
        target_url_id: ids[absolute(link.to)]!,
        anchor: link.anchor ?? link.to,
        nofollow: link.nofollow ? 1 : 0,
      }));
      const hash = createHash("sha256")
        .update(JSON.stringify([inNav, rows]))
        .digest("hex");
      let blockId = blockIds.get(hash);
      if (blockId === undefined) {
        const inserted = await db
          .insertInto("crawl_link_blocks")
          .values({ crawl_id: crawlId, hash, in_nav: inNav ? 1 : 0 })
          .returning("id")
          .executeTakeFirstOrThrow();
        blockId = inserted.id;
        blockIds.set(hash, blockId);
        await db
          .insertInto("crawl_block_links")
          .values(rows.map((row) => ({ ...row, block_id: blockId! })))
          .execute();
      }
      await db
        .insertInto("crawl_page_blocks")
        .values({ crawl_id: crawlId, page_url_id: ids[url]!, block_id: blockId })
        .execute();
    }

    for (const [lang, target] of Object.entries(page.hreflang ?? {})) {
      await db
        .insertInto("crawl_hreflang")
        .values({ crawl_id: crawlId, page_url_id: ids[url]!, lang, target_url_id: ids[absolute(target)]! })
        .execute();
    }
  }

  const listed = [...specs.values()].filter((page) => page.inSitemap).length;
  if (listed > 0) {
    await db
      .insertInto("crawl_sitemaps")
      .values({
        crawl_id: crawlId,
        url: absolute("/sitemap.xml"),
        status: 200,
        kind: "urlset",
        url_count: listed,
        error: null,
      })
      .execute();
  }
  return { crawlId, workspaceId, siteId, ids, id: idOf };
}

/** A failed check as page-summary.ts stores it: every field present, `variant` only when set. */
function storedFailingCheck(check: FailingCheckSpec) {
  const items = check.items ?? [];
  return {
    id: check.id,
    status: check.status ?? "fail",
    displayValue: check.displayValue ?? null,
    items,
    itemCount: check.itemCount ?? items.length,
    ...(check.variant === undefined ? {} : { variant: check.variant }),
  };
}
