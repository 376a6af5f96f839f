/**
 * Time to the first rows of the All pages table on a 100,000-page crawl (issue 16: < 500 ms).
 * The crawl is written straight into a SQLite file (the e2e seeder), the real app answers
 * `GET /api/v1/crawls/:id/pages` through `app.request()` signed in as the crawl's owner, and
 * every sort and filter the screen offers is timed: the first request (cold) and the median of
 * the next five. The browser's own figure (request + render) is logged by
 * e2e/site-audit-pages.e2e.test.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../apps/server/src/db/client";
import { createTestContext } from "../../apps/server/test/harness";
import { SHORT_DESCRIPTION_CHECK, seedCrawl } from "../../e2e/support/seed-crawl";

export const FIRST_ROWS_BUDGET_MS = 500;

/** Segments (issue 28), sent unsaved as the grid's filter builder sends them (as `where=`). */
export const SEGMENT_VIEWS: Record<string, string> = {
  "segment: depth ≤ 2 AND words > 100": segment("all", [
    { field: "depth", op: "lte", value: 2 },
    { field: "wordCount", op: "gt", value: 100 },
  ]),
  "segment: title contains 'page 9' OR status ≥ 400": segment("any", [
    { field: "title", op: "contains", value: "page 9" },
    { field: "status", op: "gte", value: 400 },
  ]),
  "segment: fails meta description length AND depth ≤ 2, score ↓": `${segment("all", [
    { field: "check", op: "fails", value: SHORT_DESCRIPTION_CHECK },
    { field: "depth", op: "lte", value: 2 },
  ])}&sort=score&order=desc`,
};

/** The table's views: its default, every sort column both ways where it matters, and the filters. */
const VIEWS: Record<string, string> = {
  "url ↑ (default)": "",
  "status ↓": "sort=status&order=desc",
  "depth ↑": "sort=depth&order=asc",
  "score ↓": "sort=score&order=desc",
  "words ↓": "sort=word_count&order=desc",
  "response time ↓": "sort=total_ms&order=desc",
  "inlinks ↓": "sort=inlinks&order=desc",
  "outlinks ↓": "sort=outlinks&order=desc",
  "title length ↓": "sort=title_length&order=desc",
  "size ↓": "sort=bytes&order=desc",
  "4xx only": "status=4xx",
  "non-indexable": "indexable=false",
  "search 'page 9999'": "q=page%209999",
  ...SEGMENT_VIEWS,
};

function segment(match: "all" | "any", conditions: object[]): string {
  return `where=${encodeURIComponent(JSON.stringify({ match, conditions }))}`;
}

export interface PagesTableFigures {
  pages: number;
  seedMs: number;
  views: Array<{ view: string; status: number; rows: number; coldMs: number; medianMs: number }>;
  worstMs: number;
  budgetMs: number;
  withinBudget: boolean;
}

export async function runPagesTableBench(pages = 100_000): Promise<PagesTableFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ranklens-pages-bench-"));
  const file = path.join(dir, "ranklens.sqlite");
  const context = await createTestContext("sqlite", { database: openDatabase({ sqlitePath: file }) });
  try {
    const user = await context.createUser();
    const seeded = seedCrawl(file, user.email, pages);
    const views: PagesTableFigures["views"] = [];
    for (const [view, query] of Object.entries(VIEWS)) {
      const url = `/api/v1/crawls/${seeded.crawlId}/pages?limit=100${query ? `&${query}` : ""}`;
      const timed = async () => {
        const started = performance.now();
        const response = await context.request(url, { cookie: user.cookie });
        const body = (await response.json()) as { items?: unknown[] };
        return { ms: performance.now() - started, status: response.status, rows: body.items?.length ?? 0 };
      };
      const cold = await timed();
      const warm: number[] = [];
      for (let i = 0; i < 5; i++) warm.push((await timed()).ms);
      warm.sort((a, b) => a - b);
      views.push({
        view,
        status: cold.status,
        rows: cold.rows,
        coldMs: Math.round(cold.ms),
        medianMs: Math.round(warm[2]!),
      });
    }
    // A view the server does not offer (yet) answers 400: it is listed, not counted against the budget.
    const offered = views.filter((v) => v.status === 200);
    const worstMs = Math.max(...offered.map((v) => Math.max(v.coldMs, v.medianMs)));
    return {
      pages,
      seedMs: seeded.ms,
      views,
      worstMs,
      budgetMs: FIRST_ROWS_BUDGET_MS,
      withinBudget: worstMs < FIRST_ROWS_BUDGET_MS && offered.every((v) => v.rows > 0),
    };
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
