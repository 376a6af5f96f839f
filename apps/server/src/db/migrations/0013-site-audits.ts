import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from "kysely";
import { dialectOf } from "../dialect";

/**
 * Site audits (issue 15, ADR 014): sites, their crawls, and each crawl's own rows — the frontier
 * and page identities (`crawl_urls`), what each fetched page left (`crawl_pages`), its links as
 * shared blocks, hreflang annotations, the sitemaps read, per-host state, and the site issues.
 *
 * Crawl rows are keyed by an integer the database assigns (`crawl_urls.id`): at 100,000 pages and
 * millions of link rows, an integer is a quarter of a UUID's bytes in every index. Times are
 * ISO-8601 text and booleans 0/1 integers, like every app table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = dialectOf(db) === "sqlite";
  /** An integer key the database assigns: SQLite's rowid alias, PostgreSQL's serial (int4: a JS number). */
  const withAutoId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    sqlite
      ? table.addColumn("id", "integer", (c) => c.primaryKey())
      : table.addColumn("id", "serial", (c) => c.primaryKey());
  const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

  await db.schema
    .createTable("sites")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("start_url", "text", (c) => c.notNull())
    // JSON text: scope, patterns, limits, query rule, user agent, politeness (CrawlSettings).
    .addColumn("settings", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sites_workspace")
    .on("sites")
    .columns(["workspace_id", "created_at"])
    .execute();

  await db.schema
    .createTable("crawls")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("workspace_id", "text", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
    // "queued" | "running" | "paused" | "finishing" | "completed" | "cancelled" | "failed"
    .addColumn("state", "text", (c) => c.notNull())
    // JSON text: the site's settings when the crawl started (a later edit does not change a crawl).
    .addColumn("settings", "text", (c) => c.notNull())
    // Why a crawl paused by itself (a host kept failing) or failed; null when a person paused it.
    .addColumn("state_reason", "text")
    .addColumn("previous_crawl_id", "text")
    // Page URLs let into the frontier so far: max pages is enforced when a URL is found, in the
    // page's own transaction, so several workers together never pass it.
    .addColumn("pages_admitted", "integer", flag)
    .addColumn("health_score", "integer")
    .addColumn("issues_computed_at", "text")
    .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("started_at", "text")
    .addColumn("finished_at", "text")
    .execute();
  await db.schema.createIndex("crawls_site").on("crawls").columns(["site_id", "created_at"]).execute();
  await db.schema
    .createIndex("crawls_workspace")
    .on("crawls")
    .columns(["workspace_id", "created_at"])
    .execute();

  await withAutoId(db.schema.createTable("crawl_urls"))
    .addColumn("crawl_id", "text", (c) => c.notNull().references("crawls.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    // Clicks from the start URL along links; null while only a sitemap (or a redirect from one) led here.
    .addColumn("depth", "integer")
    // "queued" | "claimed" | "done" | "skipped"
    .addColumn("state", "text", (c) => c.notNull())
    // Why a known URL is not fetched: "external" | "robots" | "depth" | "max-pages" | "pattern".
    .addColumn("skip_reason", "text")
    // "start" | "link" | "sitemap" | "redirect" | "canonical" | "hreflang" | "resource"
    .addColumn("found_via", "text", (c) => c.notNull())
    // The page that first linked here (crawl_urls.id); null for seeds.
    .addColumn("first_source_id", "integer")
    .addColumn("in_sitemap", "integer", flag)
    // An image, script, stylesheet or PDF: status checked, never analysed.
    .addColumn("is_resource", "integer", flag)
    // The claim: who holds this URL and until when (a dead worker's claims expire).
    .addColumn("claimed_by", "text")
    .addColumn("claimed_until", "text")
    .addColumn("attempts", "integer", flag)
    .addUniqueConstraint("crawl_urls_crawl_url", ["crawl_id", "url"])
    .execute();
  // Claiming a batch: queued URLs in discovery order (breadth first along the links), read off the index.
  await db.schema
    .createIndex("crawl_urls_claim")
    .on("crawl_urls")
    .columns(["crawl_id", "state", "id"])
    .execute();

  await db.schema
    .createTable("crawl_pages")
    .addColumn("url_id", "integer", (c) => c.primaryKey().references("crawl_urls.id").onDelete("cascade"))
    .addColumn("crawl_id", "text", (c) => c.notNull().references("crawls.id").onDelete("cascade"))
    .addColumn("fetched_at", "text", (c) => c.notNull())
    // Null when no response came back (then error_code says why).
    .addColumn("status", "integer")
    .addColumn("error_code", "text")
    .addColumn("error_message", "text")
    // The Location of a redirect, resolved, and its crawl_urls row when it is in scope.
    .addColumn("redirect_target", "text")
    .addColumn("redirect_url_id", "integer")
    .addColumn("content_type", "text")
    .addColumn("bytes", "integer")
    .addColumn("transferred_bytes", "integer")
    .addColumn("ttfb_ms", "integer")
    .addColumn("total_ms", "integer")
    // For conditional requests on the next crawl of the site.
    .addColumn("etag", "text")
    // 1 when the server answered 304 to our validators: the analysis columns are the previous crawl's.
    .addColumn("not_modified", "integer", flag)
    .addColumn("last_modified", "text")
    .addColumn("is_html", "integer", flag)
    .addColumn("title", "text")
    .addColumn("title_hash", "text")
    .addColumn("description", "text")
    .addColumn("description_hash", "text")
    .addColumn("h1", "text")
    .addColumn("h1_hash", "text")
    .addColumn("h1_count", "integer")
    // SHA-256 of the normalised main text (exact duplicates) and its 64-bit SimHash as 16 hex digits.
    .addColumn("text_hash", "text")
    .addColumn("simhash", "text")
    .addColumn("word_count", "integer")
    .addColumn("lang", "text")
    .addColumn("canonical", "text")
    .addColumn("canonical_url_id", "integer")
    .addColumn("meta_robots", "text")
    .addColumn("x_robots_tag", "text")
    .addColumn("indexable", "integer", flag)
    // Why not: "status" | "noindex" | "canonicalised" | "robots" (first that applies).
    .addColumn("non_indexable_reason", "text")
    .addColumn("mixed_content", "integer", flag)
    .addColumn("score", "integer")
    // JSON text: [{ id, status, displayValue, items }] of the checks that did not pass.
    .addColumn("failing_checks", "text")
    .execute();
  await db.schema
    .createIndex("crawl_pages_crawl")
    .on("crawl_pages")
    .columns(["crawl_id", "status"])
    .execute();
  await db.schema
    .createIndex("crawl_pages_title")
    .on("crawl_pages")
    .columns(["crawl_id", "title_hash"])
    .execute();
  await db.schema
    .createIndex("crawl_pages_description")
    .on("crawl_pages")
    .columns(["crawl_id", "description_hash"])
    .execute();
  await db.schema.createIndex("crawl_pages_h1").on("crawl_pages").columns(["crawl_id", "h1_hash"]).execute();
  await db.schema
    .createIndex("crawl_pages_text")
    .on("crawl_pages")
    .columns(["crawl_id", "text_hash"])
    .execute();

  // Links, stored once per distinct block: a template's navigation on 100,000 pages is one block
  // of its links plus 100,000 (page, block) pairs, not 100,000 copies of every link.
  await withAutoId(db.schema.createTable("crawl_link_blocks"))
    .addColumn("crawl_id", "text", (c) => c.notNull().references("crawls.id").onDelete("cascade"))
    // SHA-256 of the block's links (targets, anchors, flags, in order).
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("in_nav", "integer", flag)
    .addUniqueConstraint("crawl_link_blocks_hash", ["crawl_id", "hash"])
    .execute();
  await db.schema
    .createTable("crawl_block_links")
    .addColumn("block_id", "integer", (c) =>
      c.notNull().references("crawl_link_blocks.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("target_url_id", "integer", (c) => c.notNull())
    .addColumn("anchor", "text", (c) => c.notNull())
    .addColumn("nofollow", "integer", flag)
    .addPrimaryKeyConstraint("crawl_block_links_pk", ["block_id", "position"])
    .execute();
  await db.schema
    .createIndex("crawl_block_links_target")
    .on("crawl_block_links")
    .column("target_url_id")
    .execute();
  await db.schema
    .createTable("crawl_page_blocks")
    .addColumn("crawl_id", "text", (c) => c.notNull().references("crawls.id").onDelete("cascade"))
    .addColumn("page_url_id", "integer", (c) => c.notNull())
    .addColumn("block_id", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("crawl_page_blocks_pk", ["page_url_id", "block_id"])
    .execute();
  await db.schema.createIndex("crawl_page_blocks_block").on("crawl_page_blocks").column("block_id").execute();

  await db.schema
    .createTable("crawl_hreflang")
    .addColumn("crawl_id", "text", (c) => c.notNull().references("crawls.id").onDelete("cascade"))
    .addColumn("page_url_id", "integer", (c) => c.notNull())
    // As written (the check judges validity), and the target's crawl_urls row.
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("target_url_id", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("crawl_hreflang_pk", ["page_url_id", "lang", "target_url_id"])
    .execute();
  await db.schema
    .createIndex("crawl_hreflang_target")
    .on("crawl_hreflang")
    .columns(["crawl_id", "target_url_id"])
    .execute();

  await db.schema
    .createTable("crawl_sitemaps")
    .addColumn("crawl_id", "text", (c) => c.notNull().references("crawls.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("status", "integer")
    // "urlset" | "index" | null when unreadable
    .addColumn("kind", "text")
    .addColumn("url_count", "integer", flag)
    .addColumn("error", "text")
    .addPrimaryKeyConstraint("crawl_sitemaps_pk", ["crawl_id", "url"])
    .execute();

  // Per host: its robots.txt as read at the start, and the politeness state that must survive a restart.
  await db.schema
    .createTable("crawl_hosts")
    .addColumn("crawl_id", "text", (c) => c.notNull().references("crawls.id").onDelete("cascade"))
    .addColumn("origin", "text", (c) => c.notNull())
    .addColumn("robots_status", "integer")
    .addColumn("robots_txt", "text")
    // Why robots.txt could not be fetched at all (an EngineError message): the reason a host is off limits.
    .addColumn("robots_error", "text")
    .addColumn("consecutive_failures", "integer", flag)
    .addPrimaryKeyConstraint("crawl_hosts_pk", ["crawl_id", "origin"])
    .execute();

  await db.schema
    .createTable("crawl_issues")
    .addColumn("crawl_id", "text", (c) => c.notNull().references("crawls.id").onDelete("cascade"))
    .addColumn("check_id", "text", (c) => c.notNull())
    // The affected URL, and the other URL of the finding (the linking page, the canonical target…).
    .addColumn("url_id", "integer", (c) => c.notNull())
    .addColumn("related_url_id", "integer")
    // JSON text with what else the finding needs (an anchor text, a group key, a similarity).
    .addColumn("detail", "text")
    .execute();
  await db.schema
    .createIndex("crawl_issues_check")
    .on("crawl_issues")
    .columns(["crawl_id", "check_id", "url_id"])
    .execute();
}
