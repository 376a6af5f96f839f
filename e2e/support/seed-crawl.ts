import { randomUUID } from "node:crypto";
import { CrawlSettingsSchema } from "@ranklens/shared";
import Database from "better-sqlite3";

/** What a seeded crawl looks like, for the test to find its rows again. */
export interface SeededCrawl {
  crawlId: string;
  siteId: string;
  pages: number;
  /** The pages every page's navigation links to (the worst case for inlink counts). */
  navTargets: number;
  ms: number;
}

export const SEED_ORIGIN = "https://big.example";
/** The check the seed reports on pages with a short description (under 70 characters). */
export const SHORT_DESCRIPTION_CHECK = "meta-description-length";

/** Page `i`'s URL: zero-padded, so sorting by URL is sorting by i. */
export const seededUrl = (i: number) => `${SEED_ORIGIN}/p/${String(i).padStart(6, "0")}`;

/**
 * Writes a finished crawl of `pages` pages straight into the server's SQLite file (the app's
 * `DATA_DIR/ranklens.sqlite`, or the benchmark's), owned by the
 * account `email`'s own workspace: sites, crawls, crawl_urls, crawl_pages, a site issue and links (one
 * navigation block on every page linking to the first `navTargets` pages, and a content block per
 * page with three links). Prepared statements in one transaction per table: 100,000 pages in a
 * few seconds. The server keeps running (WAL, busy timeout) and sees the rows at once.
 */
export function seedCrawl(sqliteFile: string, email: string, pages: number, navTargets = 20): SeededCrawl {
  const started = performance.now();
  const db = new Database(sqliteFile);
  db.pragma("busy_timeout = 10000");
  try {
    const owner = db
      .prepare(
        `select wm.workspace_id as workspaceId, u.id as userId from workspace_members wm
         join "user" u on u.id = wm.user_id where u.email = ? and wm.role = 'owner' order by wm.created_at limit 1`,
      )
      .get(email) as { workspaceId: string; userId: string } | undefined;
    if (!owner) throw new Error(`no workspace for ${email}`);
    const now = new Date().toISOString();
    const siteId = randomUUID();
    const crawlId = randomUUID();
    const settings = JSON.stringify(CrawlSettingsSchema.parse({ maxPages: pages }));
    const maxId = (table: string) =>
      ((db.prepare(`select coalesce(max(id), 0) as n from ${table}`).get() as { n: number }).n ?? 0) + 1;
    const urlBase = maxId("crawl_urls");
    const blockBase = maxId("crawl_link_blocks");
    const id = (i: number) => urlBase + i;

    db.transaction(() => {
      db.prepare(
        `insert into sites (id, workspace_id, name, start_url, settings, created_by, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(siteId, owner.workspaceId, "big.example", `${SEED_ORIGIN}/`, settings, owner.userId, now, now);
      db.prepare(
        `insert into crawls (id, workspace_id, site_id, state, settings, pages_admitted, health_score,
           issues_computed_at, created_by, created_at, updated_at, started_at, finished_at)
         values (?, ?, ?, 'completed', ?, ?, 80, ?, ?, ?, ?, ?, ?)`,
      ).run(crawlId, owner.workspaceId, siteId, settings, pages, now, owner.userId, now, now, now, now);
    })();

    const insertUrl = db.prepare(
      `insert into crawl_urls (id, crawl_id, url, depth, state, found_via, first_source_id, in_sitemap)
       values (?, ?, ?, ?, 'done', ?, ?, ?)`,
    );
    const insertPage = db.prepare(
      `insert into crawl_pages (url_id, crawl_id, fetched_at, status, redirect_target, redirect_url_id,
         content_type, bytes, transferred_bytes, ttfb_ms, total_ms, is_html, title, description, h1, h1_count,
         word_count, lang, indexable, non_indexable_reason, score, failing_checks)
       values (?, ?, ?, ?, ?, ?, 'text/html; charset=utf-8', ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, 'en', ?, ?, ?, '[]')`,
    );
    db.transaction(() => {
      for (let i = 0; i < pages; i++) {
        insertUrl.run(
          id(i),
          crawlId,
          seededUrl(i),
          i === 0 ? 0 : 1 + (i % 6),
          i === 0 ? "start" : "link",
          i === 0 ? null : id(0),
          i % 3 === 0 ? 1 : 0,
        );
        const status = i === 0 ? 200 : i % 97 === 0 ? 404 : i % 89 === 0 ? 301 : i % 211 === 0 ? 500 : 200;
        const ok = status === 200;
        const noindex = ok && i % 10 === 5;
        const redirect = status === 301 ? (i + 1) % pages : null;
        insertPage.run(
          id(i),
          crawlId,
          now,
          status,
          redirect === null ? null : seededUrl(redirect),
          redirect === null ? null : id(redirect),
          5_000 + ((i * 101) % 90_000),
          2_000 + ((i * 53) % 30_000),
          5 + ((i * 7) % 300),
          20 + ((i * 13) % 900),
          ok ? 1 : 0,
          ok ? `Page ${i} of the big site` : null,
          ok ? `A description of page ${i} ${"word ".repeat(i % 30)}`.trim() : null,
          ok ? `Heading of page ${i}` : null,
          ok ? 200 + ((i * 37) % 1_500) : null,
          ok && !noindex ? 1 : 0,
          ok ? (noindex ? "noindex" : null) : "status",
          ok ? (i * 7) % 101 : null,
        );
      }
    })();

    // A site issue on the pages whose description is short, so "fails check X" segments have rows.
    const insertIssue = db.prepare(
      `insert into crawl_issues (crawl_id, check_id, url_id, related_url_id, detail) values (?, ?, ?, null, null)`,
    );
    db.transaction(() => {
      for (let i = 0; i < pages; i++) {
        const ok = (i === 0 || (i % 97 !== 0 && i % 89 !== 0 && i % 211 !== 0)) && i % 30 < 8;
        if (ok) insertIssue.run(crawlId, SHORT_DESCRIPTION_CHECK, id(i));
      }
    })();

    const insertBlock = db.prepare(
      `insert into crawl_link_blocks (id, crawl_id, hash, in_nav) values (?, ?, ?, ?)`,
    );
    const insertLink = db.prepare(
      `insert into crawl_block_links (block_id, position, target_url_id, anchor) values (?, ?, ?, ?)`,
    );
    const insertPageBlock = db.prepare(
      `insert into crawl_page_blocks (crawl_id, page_url_id, block_id) values (?, ?, ?)`,
    );
    db.transaction(() => {
      const nav = blockBase;
      insertBlock.run(nav, crawlId, "nav", 1);
      for (let t = 0; t < navTargets; t++) insertLink.run(nav, t, id(t), `Nav ${t}`);
      for (let i = 0; i < pages; i++) {
        const block = blockBase + 1 + i;
        insertBlock.run(block, crawlId, `content-${i}`, 0);
        [1, 2, 7].forEach((step, position) => {
          const target = (i + step) % pages;
          insertLink.run(block, position, id(target), `Read page ${target}`);
        });
        insertPageBlock.run(crawlId, id(i), nav);
        insertPageBlock.run(crawlId, id(i), block);
      }
    })();
    return { crawlId, siteId, pages, navTargets, ms: Math.round(performance.now() - started) };
  } finally {
    db.close();
  }
}
