/**
 * Site checks at scale: a synthetic 100,000-page crawl in a SQLite file (WAL, as `npm start` runs
 * it), then `runSiteChecks` timed per check. Budget (issue 15): the site-level issues of a
 * 100,000-page crawl in ≤ 30 s after the last page. Not part of `npm run bench` yet: the crawl
 * benchmark (which crawls a real generated site) will judge the budget end to end.
 *
 *   npx tsx bench/site-checks.ts [pages]
 *
 * The site: pages /p0 … /pN−1 in a tree (each page links to its ten children, so click depth
 * grows to 5), one navigation block of 200 links on every page (one of them to a 404), every
 * page in the sitemap plus 500 orphans, and planted problems: 1 % 404s, 1 % redirect chains,
 * 5 % duplicate titles, 1 % exact and 2 % near-duplicate texts, 10 % hreflang pairs (some
 * without return links), slow, large and thin pages.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { createAuth } from "../apps/server/src/auth/create-auth";
import { openDatabase } from "../apps/server/src/db/client";
import { migrateApp } from "../apps/server/src/db/migrate";
import { createLogger } from "../apps/server/src/lib/logger";
import { type AnySiteCheck, SITE_CHECKS } from "../apps/server/src/site-audit/site-checks";
import { runSiteChecks } from "../apps/server/src/site-audit/site-checks/run-site-checks";
import { createCaptureMailer } from "../apps/server/test/capture-mailer";

const PAGES = Number(process.argv[2] ?? 100_000);
const ORIGIN = "https://bench.example";
const NOW = "2026-11-24T12:00:00.000Z";

const dir = mkdtempSync(path.join(os.tmpdir(), "site-checks-bench-"));
const file = path.join(dir, "crawl.sqlite");
const handle = openDatabase({ sqlitePath: file });
await createAuth({
  db: handle.db,
  dialect: handle.dialect,
  publicUrl: "http://localhost:3000",
  secret: "bench-secret-bench-secret-bench-secret-0123",
  mailer: createCaptureMailer(),
  logger: createLogger("silent"),
});
await migrateApp(handle.db, handle.dialect);

const crawlId = randomUUID();
const loadStarted = performance.now();
{
  const raw = new SQLite(file);
  raw.pragma("journal_mode = WAL");
  const workspaceId = randomUUID();
  const siteId = randomUUID();
  raw
    .prepare(
      "INSERT INTO workspaces (id, name, plan, created_at, updated_at) VALUES (?, 'Bench', 'pro', ?, ?)",
    )
    .run(workspaceId, NOW, NOW);
  raw
    .prepare(
      "INSERT INTO sites (id, workspace_id, name, start_url, settings, created_at, updated_at) VALUES (?, ?, 'bench', ?, '{}', ?, ?)",
    )
    .run(siteId, workspaceId, `${ORIGIN}/p0`, NOW, NOW);
  raw
    .prepare(
      "INSERT INTO crawls (id, workspace_id, site_id, state, settings, created_at, updated_at) VALUES (?, ?, ?, 'running', '{}', ?, ?)",
    )
    .run(crawlId, workspaceId, siteId, NOW, NOW);

  const insertUrl = raw.prepare(
    "INSERT INTO crawl_urls (id, crawl_id, url, depth, state, skip_reason, found_via, first_source_id, in_sitemap, is_resource) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const insertPage =
    raw.prepare(`INSERT INTO crawl_pages (url_id, crawl_id, fetched_at, status, error_code, redirect_target,
      redirect_url_id, content_type, bytes, ttfb_ms, total_ms, is_html, title, title_hash, description, description_hash,
      h1, h1_hash, h1_count, text_hash, simhash, word_count, canonical, canonical_url_id, indexable, non_indexable_reason,
      mixed_content) VALUES (?, ?, ?, ?, NULL, ?, ?, 'text/html', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertBlock = raw.prepare(
    "INSERT INTO crawl_link_blocks (id, crawl_id, hash, in_nav) VALUES (?, ?, ?, ?)",
  );
  const insertLink = raw.prepare(
    "INSERT INTO crawl_block_links (block_id, position, target_url_id, anchor, nofollow) VALUES (?, ?, ?, ?, ?)",
  );
  const insertPageBlock = raw.prepare(
    "INSERT INTO crawl_page_blocks (crawl_id, page_url_id, block_id) VALUES (?, ?, ?)",
  );
  const insertHreflang = raw.prepare(
    "INSERT INTO crawl_hreflang (crawl_id, page_url_id, lang, target_url_id) VALUES (?, ?, ?, ?)",
  );

  const id = (i: number) => i + 1;
  const depthOf = (i: number) => (i === 0 ? 0 : Math.floor(Math.log10(9 * i + 1)));
  const hex = () => randomBytes(8).toString("hex");
  const flip = (simhash: string, bits: number) => {
    let value = BigInt(`0x${simhash}`);
    for (let b = 0; b < bits; b++) value ^= 1n << BigInt(b * 9);
    return value.toString(16).padStart(16, "0");
  };
  const baseText = hex();
  raw.transaction(() => {
    for (let i = 0; i < PAGES; i++) {
      const orphan = i >= PAGES - 500;
      insertUrl.run(
        id(i),
        crawlId,
        `${ORIGIN}/p${i}`,
        orphan ? null : depthOf(i),
        "done",
        null,
        i === 0 ? "start" : orphan ? "sitemap" : "link",
        i === 0 || orphan ? null : id(Math.floor((i - 1) / 10)),
        1,
        0,
      );
      const broken = i % 100 === 7;
      const redirect = (i % 100 === 13 || i % 100 === 14) && i + 1 < PAGES;
      const status = broken ? 404 : redirect ? 301 : 200;
      const html = status === 200 ? 1 : 0;
      const title = i % 20 === 3 ? "Shared title" : `Title ${i}`;
      const textHash = i % 100 === 21 ? baseText : hex();
      const simhash = i % 50 === 5 ? flip("0123456789abcdef", i % 5) : hex();
      insertPage.run(
        id(i),
        crawlId,
        NOW,
        status,
        redirect ? `${ORIGIN}/p${i + 1}` : null,
        redirect ? id(i + 1) : null,
        i % 1000 === 9 ? 2_000_000 : 40_000,
        i % 200 === 11 ? 900 : 80,
        i % 200 === 11 ? 1500 : 120,
        html,
        html ? title : null,
        html ? title : null,
        html ? `Description ${i % 5000}` : null,
        html ? `d${i % 5000}` : null,
        html ? `Heading ${i}` : null,
        html ? `h${i}` : null,
        html ? textHash : null,
        html ? simhash : null,
        html ? (i % 10 === 1 ? 120 : 600) : null,
        null,
        null,
        html,
        html ? null : "status",
        i % 500 === 17 ? 2 : 0,
      );
    }
    // One navigation block on every page: /p0 … /p199 and one broken URL.
    let blockId = 1;
    insertBlock.run(blockId, crawlId, "nav", 1);
    for (let t = 0; t < 200; t++) insertLink.run(blockId, t, id(t === 150 ? 107 : t), `Nav ${t}`, 0);
    for (let i = 0; i < PAGES; i++) {
      insertPageBlock.run(crawlId, id(i), 1);
      const first = 10 * i + 1;
      if (first >= PAGES - 500) continue;
      blockId++;
      insertBlock.run(blockId, crawlId, `content-${i}`, 0);
      for (let c = 0; c < 10 && first + c < PAGES - 500; c++) {
        insertLink.run(blockId, c, id(first + c), `Child ${first + c}`, c === 9 ? 1 : 0);
      }
      insertPageBlock.run(crawlId, id(i), blockId);
    }
    for (let i = 0; i + 1 < PAGES; i += 10) {
      insertHreflang.run(crawlId, id(i), "en", id(i));
      insertHreflang.run(crawlId, id(i), i % 30 === 0 ? "en-UK" : "de", id(i + 1));
      if (i % 20 === 0) insertHreflang.run(crawlId, id(i + 1), "en", id(i));
    }
  })();
  raw.close();
}
const loadSeconds = (performance.now() - loadStarted) / 1000;

// Time each check on its own (the issues of one are deleted before the next), then the whole run.
const perCheck: { id: string; ms: number }[] = [];
for (const check of SITE_CHECKS) {
  const started = performance.now();
  await runSiteChecks(handle.db, crawlId, { checks: [check as AnySiteCheck] });
  perCheck.push({ id: check.id, ms: Math.round(performance.now() - started) });
}
const started = performance.now();
const result = await runSiteChecks(handle.db, crawlId);
const totalSeconds = (performance.now() - started) / 1000;
await handle.close();
rmSync(dir, { recursive: true, force: true });

console.log(`pages ${PAGES}, rows loaded in ${loadSeconds.toFixed(1)} s`);
for (const { id, ms } of perCheck.sort((a, b) => b.ms - a.ms)) {
  console.log(`${String(ms).padStart(7)} ms  ${id} (${result.counts[id] ?? 0} rows)`);
}
console.log(
  `all checks + health score in one transaction: ${totalSeconds.toFixed(1)} s (budget 30 s); health ${result.healthScore}`,
);
