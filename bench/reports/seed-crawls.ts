/**
 * The report's site: two completed crawls of the same 10,000-page site, a month apart, written with
 * the e2e seeder (seedCrawl: crawl_urls, crawl_pages, links, one transaction per table), then made
 * into one site's history: the second becomes the site's latest, 2 % of its URLs are new (as many
 * of the first's are gone), 3 % of its titles were rewritten, and both carry ~25 issue types whose
 * pages partly differ, so the comparison has new and fixed lists far longer than the 500 rows a
 * report keeps of them.
 */
import Database from "better-sqlite3";
import { SEED_ORIGIN, seedCrawl } from "../../e2e/support/seed-crawl";
import { ago, unit } from "./unit";

export interface SeededSite {
  siteId: string;
  previousCrawlId: string;
  latestCrawlId: string;
  issueRows: { previous: number; latest: number };
}

/** The status seedCrawl gives page i (its own rule, repeated here). */
const statusOf = (i: number) =>
  i === 0 ? 200 : i % 97 === 0 ? 404 : i % 89 === 0 ? 301 : i % 211 === 0 ? 500 : 200;
const ok = (i: number) => statusOf(i) === 200;

/**
 * How an issue type picks its rows: `page` one row per affected page; `same-as` a page and another
 * of its group (duplicates); `from` a page and one page linking to it; `broken` and `redirect` a
 * 404 or 301 URL with the three pages linking to it. `share`: the affected part of the eligible
 * pages in the first crawl; `fixed`: the part of those gone in the second (default 15 %); `fresh`:
 * the part of the other pages affected in the second (default 6 % of `share`).
 */
interface IssuePlan {
  id: string;
  share: number;
  rows?: "page" | "same-as" | "from" | "broken" | "redirect";
  fixed?: number;
  fresh?: number;
}

// Shares as a mid-size e-commerce site's audit looks: a few site-wide template issues (headers,
// image dimensions, Open Graph), a long tail of content issues, a handful of broken links.
const ISSUES: IssuePlan[] = [
  { id: "security-headers-missing", share: 0.95, fixed: 0.02 },
  { id: "images-without-dimensions", share: 0.6 },
  { id: "open-graph-missing", share: 0.4, fixed: 0.5 },
  { id: "link-text-generic", share: 0.35 },
  { id: "description-too-long", share: 0.22 },
  { id: "title-too-long", share: 0.18 },
  { id: "images-without-alt", share: 0.15 },
  { id: "non-indexable-pages", share: 0.1 },
  { id: "few-inlinks", share: 0.12, rows: "from" },
  { id: "duplicate-descriptions", share: 0.08, rows: "same-as" },
  { id: "duplicate-titles", share: 0.06, rows: "same-as" },
  { id: "thin-content", share: 0.07 },
  { id: "h1-multiple", share: 0.05 },
  { id: "deep-pages", share: 0.05 },
  { id: "near-duplicate-content", share: 0.04, rows: "same-as" },
  { id: "slow-pages", share: 0.03, fresh: 0.03 },
  { id: "description-missing", share: 0.03 },
  { id: "duplicate-h1s", share: 0.02, rows: "same-as" },
  { id: "h1-missing", share: 0.01 },
  { id: "large-pages", share: 0.01 },
  { id: "orphan-pages", share: 0.008 },
  { id: "broken-internal-links", share: 0.9, rows: "broken", fixed: 0.4 },
  { id: "links-to-redirects", share: 0.8, rows: "redirect" },
  // A type fixed everywhere since the first crawl, and one that appears in the second only.
  { id: "title-too-short", share: 0.004, fixed: 1 },
  { id: "structured-data-invalid", share: 0, fresh: 0.02 },
];

export function seedSiteCrawls(file: string, email: string, now: Date, pages = 10_000): SeededSite {
  const previous = seedCrawl(file, email, pages);
  const latest = seedCrawl(file, email, pages);
  const db = new Database(file);
  db.pragma("busy_timeout = 10000");
  try {
    const firstUrlId = (crawlId: string) =>
      (db.prepare("select min(id) as id from crawl_urls where crawl_id = ?").get(crawlId) as { id: number })
        .id;
    const base = { previous: firstUrlId(previous.crawlId), latest: firstUrlId(latest.crawlId) };
    const issueRows = { previous: 0, latest: 0 };
    db.transaction(() => {
      // seedCrawl makes a site per crawl: the second crawl becomes the first site's latest.
      db.prepare("update crawls set site_id = ? where id = ?").run(previous.siteId, latest.crawlId);
      db.prepare("delete from sites where id = ?").run(latest.siteId);
      const dated = db.prepare(
        `update crawls set created_at = ?, started_at = ?, finished_at = ?, issues_computed_at = ?,
           updated_at = ?, health_score = ? where id = ?`,
      );
      for (const [crawlId, daysAgo, health] of [
        [previous.crawlId, 33, 71],
        [latest.crawlId, 3, 78],
      ] as const) {
        const at = ago(now, daysAgo);
        dated.run(ago(now, daysAgo, 3_600), ago(now, daysAgo, 3_600), at, at, at, health, crawlId);
      }
      const renameUrl = db.prepare("update crawl_urls set url = ? where id = ?");
      const retitle = db.prepare("update crawl_pages set title = ? where url_id = ?");
      for (let i = 1; i < pages; i++) {
        if (unit(i, 1) < 0.02)
          renameUrl.run(`${SEED_ORIGIN}/new/${String(i).padStart(6, "0")}`, base.latest + i);
        else if (ok(i) && unit(i, 2) < 0.03)
          retitle.run(`Page ${i} of the big site, rewritten for 2026`, base.latest + i);
      }
      db.prepare("delete from crawl_issues where crawl_id in (?, ?)").run(previous.crawlId, latest.crawlId);
      const insert = db.prepare(
        "insert into crawl_issues (crawl_id, check_id, url_id, related_url_id, detail) values (?, ?, ?, ?, null)",
      );
      ISSUES.forEach((plan, t) => {
        for (let i = 0; i < pages; i++) {
          const eligible =
            plan.rows === "broken"
              ? statusOf(i) === 404
              : plan.rows === "redirect"
                ? statusOf(i) === 301
                : ok(i);
          if (!eligible) continue;
          const before = unit(i, 100 + t) < plan.share;
          const after = before
            ? unit(i, 200 + t) >= (plan.fixed ?? 0.15)
            : unit(i, 300 + t) < (plan.fresh ?? plan.share * 0.06);
          for (const [crawl, hit] of [
            ["previous", before],
            ["latest", after],
          ] as const) {
            if (!hit) continue;
            const crawlId = crawl === "previous" ? previous.crawlId : latest.crawlId;
            for (const related of relatedPages(plan, i, pages)) {
              insert.run(crawlId, plan.id, base[crawl] + i, related === null ? null : base[crawl] + related);
              issueRows[crawl]++;
            }
          }
        }
      });
    })();
    return {
      siteId: previous.siteId,
      previousCrawlId: previous.crawlId,
      latestCrawlId: latest.crawlId,
      issueRows,
    };
  } finally {
    db.close();
  }
}

/** The related page of each row an affected page gives (null: the type has none). */
function relatedPages(plan: IssuePlan, i: number, pages: number): (number | null)[] {
  switch (plan.rows) {
    case "same-as":
      return [i % 4 === 0 ? (i + 1) % pages : i - (i % 4)];
    case "from":
      return [(i + pages - 1) % pages];
    case "broken":
    case "redirect":
      return [1, 2, 3].map((step) => (i + step) % pages);
    default:
      return [null];
  }
}
