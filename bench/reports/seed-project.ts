/**
 * The report's monitoring project, a year of it: 20 of the site's pages and 10 pages of each of 3
 * competitors checked weekly (53 runs, page_observations with SEO scores, 2 % of checks failed),
 * 200 changes over the year (pages, competitors, rankings), 100 keywords on desktop read daily
 * (36,500 rank_readings: 1 % failed, the weakest keywords often out of the top 100) and Search
 * Console linked with 90 days of rows (~1,100 a day, the tracked keywords among them). The project,
 * its runs and keywords go through the app's own helpers; the bulk rows are prepared statements in
 * one transaction, as seedCrawl does, so the seed takes seconds.
 */
import { randomUUID } from "node:crypto";
import { CHANGE_TYPES, type ChangeType } from "@ranklens/shared";
import Database from "better-sqlite3";
import type { Kysely } from "kysely";
import type { Database as Schema } from "../../apps/server/src/db/schema";
import { addTrackedKeywords } from "../../apps/server/src/monitoring/rankings/tracked-keywords";
import { saveProjectLink } from "../../apps/server/src/search-data/search-console/project-link";
import { seedProject } from "../../apps/server/test/monitoring-projects";
import { insertRun } from "../../apps/server/test/project-rows";
import { SEED_ORIGIN, seededUrl } from "../../e2e/support/seed-crawl";
import { ago, unit } from "./unit";

export interface SeededProject {
  projectId: string;
  rows: { observations: number; changes: number; readings: number; searchConsole: number };
}

const COMPETITORS = [
  "https://rival-one.example/",
  "https://rival-two.example/",
  "https://rival-three.example/",
];
const WEEKS = 53;
const DAYS = 365;
const PRODUCTS = [
  "running shoes",
  "trail shoes",
  "hiking boots",
  "rain jacket",
  "down jacket",
  "merino socks",
  "sports bra",
  "yoga mat",
  "water bottle",
  "backpack",
  "tent",
  "sleeping bag",
  "headlamp",
  "trekking poles",
  "gym bag",
  "cycling shorts",
  "swim goggles",
  "fleece",
  "base layer",
  "gaiters",
];
const MODIFIERS = ["", "best ", "cheap ", " for women", " review"];
/** 100 keywords: 20 products, each bare and in four common shapes. */
const KEYWORDS = PRODUCTS.flatMap((p) => MODIFIERS.map((m) => (m.startsWith(" ") ? `${p}${m}` : `${m}${p}`)));

export async function seedMonitoring(
  file: string,
  db: Kysely<Schema>,
  owner: { workspaceId: string; userId: string; siteId: string },
  now: Date,
): Promise<SeededProject> {
  const own = Array.from({ length: 20 }, (_, i) => seededUrl(i * 7));
  const project = await seedProject(db, {
    workspaceId: owner.workspaceId,
    createdBy: owner.userId,
    siteUrl: `${SEED_ORIGIN}/`,
    pages: own,
    competitors: COMPETITORS.map((url) => ({
      url,
      pages: Array.from({ length: 10 }, (_, i) => `${url}products/${i}`),
    })),
    pageSchedule: "weekly",
    now: new Date(ago(now, DAYS + 2)),
  });
  await db
    .updateTable("projects")
    .set({ name: "Big Example Store", site_id: owner.siteId, rank_provider: "dataforseo" })
    .where("id", "=", project.id)
    .execute();
  const runs: string[] = [];
  for (let w = WEEKS - 1; w >= 0; w--) runs.push(await insertRun(db, project.id, ago(now, w * 7, 3_600)));
  const keywords = await addTrackedKeywords(
    db,
    { id: project.id, site_url: `${SEED_ORIGIN}/` },
    { keywords: KEYWORDS, devices: ["desktop"] },
    new Date(ago(now, DAYS + 1)),
  );
  await saveProjectLink(
    db,
    {
      projectId: project.id,
      workspaceId: owner.workspaceId,
      property: "sc-domain:big.example",
      userId: owner.userId,
    },
    now,
  );

  const pages = [...project.pages].map(([url, id], p) => ({
    url,
    id,
    competitor: COMPETITORS.findIndex((c) => url.startsWith(c)),
    p,
  }));
  const sqlite = new Database(file);
  sqlite.pragma("busy_timeout = 10000");
  const rows = { observations: 0, changes: 0, readings: 0, searchConsole: 0 };
  try {
    sqlite.transaction(() => {
      rows.observations = insertObservations(sqlite, pages, runs, now);
      rows.changes = insertChanges(sqlite, project.id, pages, project.competitors, keywords, now);
      rows.readings = insertReadings(sqlite, keywords, now);
      rows.searchConsole = insertSearchConsole(sqlite, owner.workspaceId, now);
      sqlite
        .prepare(
          "update search_console_links set imported_through = ?, last_import_at = ? where project_id = ?",
        )
        .run(ago(now, 3).slice(0, 10), now.toISOString(), project.id);
    })();
  } finally {
    sqlite.close();
  }
  return { projectId: project.id, rows };
}

type Page = { url: string; id: number; competitor: number; p: number };

/** Weekly checks: own pages improving slowly over the year, competitors flat, 2 % failed. */
function insertObservations(db: Database.Database, pages: Page[], runs: string[], now: Date): number {
  const insert = db.prepare(
    `insert into page_observations (page_id, run_id, observed_at, status, error_code, final_url,
       robots_allowed, title, meta_description, h1, canonical, robots, noindex, word_count, seo_score,
       readability_score, performance_score, failing_checks, keywords, text_hash, engine_version)
     values (?, ?, ?, ?, null, ?, 1, ?, ?, ?, ?, null, 0, ?, ?, ?, null, ?, ?, null, '1')`,
  );
  let n = 0;
  runs.forEach((runId, w) => {
    for (const page of pages) {
      const failed = unit(page.id, 400 + w) < 0.02;
      const base = page.competitor < 0 ? 60 + (page.p % 15) + w * 0.3 : 74 - page.competitor * 6;
      const score = Math.min(100, Math.round(base + (unit(page.id, 500 + w) - 0.5) * 8));
      insert.run(
        page.id,
        runId,
        ago(now, (WEEKS - 1 - w) * 7, 3_000 - page.p * 10),
        failed ? 503 : 200,
        failed ? null : page.url,
        failed ? null : `Product page ${page.p} – outdoor gear, free delivery`,
        failed ? null : `Shop product ${page.p}: sizes, reviews and delivery in two days.`,
        failed ? null : `Product ${page.p}`,
        failed ? null : page.url,
        failed ? null : 400 + page.p * 20,
        failed ? null : score,
        failed ? null : 55 + (page.p % 20),
        failed ? "[]" : JSON.stringify(score < 70 ? ["meta-description-length", "image-alt"] : []),
        failed ? "[]" : JSON.stringify(["outdoor gear", "free delivery", `product ${page.p}`]),
      );
      n++;
    }
  });
  return n;
}

const PAGE_CHANGES: ChangeType[] = [
  "title_changed",
  "description_changed",
  "h1_changed",
  "score_dropped",
  "check_failing",
  "text_changed",
  "http_error",
  "page_recovered",
  "canonical_changed",
  "noindex_added",
];
const COMPETITOR_CHANGES: ChangeType[] = [
  "competitor_page_added",
  "title_changed",
  "competitor_page_removed",
  "description_changed",
];
const RANK_CHANGES: ChangeType[] = ["rank_dropped", "rank_improved", "rank_lost", "rank_entered"];

/** 200 changes spread over the year: 60 % own pages, 20 % competitors, 20 % rankings. */
function insertChanges(
  db: Database.Database,
  projectId: string,
  pages: Page[],
  competitors: Map<string, string>,
  keywords: { keyword: string }[],
  now: Date,
): number {
  const insert = db.prepare(
    `insert into project_changes (id, project_id, page_id, url, competitor_id, observation_id,
       previous_observation_id, type, severity, before, after, detected_at, dedupe_key, keyword)
     values (?, ?, ?, ?, ?, null, null, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ownPages = pages.filter((p) => p.competitor < 0);
  const theirPages = pages.filter((p) => p.competitor >= 0);
  for (let j = 0; j < 200; j++) {
    const kind = j % 10 < 6 ? "page" : j % 10 < 8 ? "competitor" : "rank";
    const list = kind === "page" ? PAGE_CHANGES : kind === "competitor" ? COMPETITOR_CHANGES : RANK_CHANGES;
    const type = list[j % list.length]!;
    const page = kind === "page" ? ownPages[j % ownPages.length]! : theirPages[j % theirPages.length]!;
    const keyword = kind === "rank" ? keywords[j % keywords.length]!.keyword : null;
    insert.run(
      randomUUID(),
      projectId,
      kind === "rank" ? null : page.id,
      kind === "rank" ? seededUrl(j) : page.url,
      kind === "competitor" ? competitors.get(COMPETITORS[page.competitor]!)! : null,
      type,
      CHANGE_TYPES[type].severity,
      kind === "rank" ? `#${10 + (j % 20)}` : `Product page ${j} – outdoor gear, free delivery`,
      kind === "rank" ? `#${4 + (j % 30)}` : `Product page ${j} – outdoor gear, free delivery and returns`,
      ago(now, Math.floor(((200 - j) * 364) / 200), j),
      `bench:${j}`,
      keyword,
    );
  }
  return 200;
}

/** A daily reading per keyword: a position drifting around its own level, 1 % failed checks. */
function insertReadings(db: Database.Database, keywords: { id: string }[], now: Date): number {
  const insert = db.prepare(
    `insert into rank_readings (tracked_keyword_id, provider, trigger, checked_at, state, position, url,
       own_results, features, competitors, failure, error, cost)
     values (?, 'dataforseo', 'schedule', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let n = 0;
  keywords.forEach((keyword, k) => {
    const level = 2 + ((k * 37) % 110);
    for (let d = DAYS - 1; d >= 0; d--) {
      const at = ago(now, d, 3_600 + k * 20);
      if (unit(k, 600 + d) < 0.01) {
        insert.run(
          keyword.id,
          at,
          "failed",
          null,
          null,
          "[]",
          "[]",
          "[]",
          "timeout",
          "The provider did not answer in 60 s",
          null,
        );
      } else {
        // Two keywords in three climb over the year, the third slips: movers both ways.
        const trend = (k % 3 === 2 ? -1 : 1) * (d / DAYS) * 12;
        const drift = Math.round(8 * Math.sin(d / 30 + k) + trend + (unit(k, 700 + d) - 0.5) * 4);
        const position = Math.max(1, level + drift);
        const ranked = position <= 100;
        const url = seededUrl((k * 7) % 140);
        insert.run(
          keyword.id,
          at,
          ranked ? "ranked" : "not_ranked",
          ranked ? position : null,
          ranked ? url : null,
          ranked ? JSON.stringify([{ url, position }]) : "[]",
          JSON.stringify(k % 3 === 0 ? ["people_also_ask", "images", "shopping"] : ["people_also_ask"]),
          JSON.stringify(
            COMPETITORS.map((c, i) => ({ host: new URL(c).host, position: 1 + ((k + i * 13 + d) % 40) })),
          ),
          null,
          null,
          0.0006,
        );
      }
      n++;
    }
  });
  return n;
}

/** Search Console's last 90 days (through 3 days ago, its usual delay): the keywords and a long tail. */
function insertSearchConsole(db: Database.Database, workspaceId: string, now: Date): number {
  const insert = db.prepare(
    `insert into search_console_rows (workspace_id, property, date, query, page, country, device, clicks,
       impressions, ctr, position) values (?, 'sc-domain:big.example', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let n = 0;
  for (let d = 3; d < 93; d++) {
    const date = ago(now, d).slice(0, 10);
    const queries = [...KEYWORDS, ...Array.from({ length: 900 }, (_, i) => `outdoor gear question ${i}`)];
    queries.forEach((query, q) => {
      for (const device of q < KEYWORDS.length ? ["DESKTOP", "MOBILE"] : ["MOBILE"]) {
        const impressions = 5 + Math.floor(unit(q, d) * (q < KEYWORDS.length ? 400 : 40));
        const clicks = Math.floor(impressions * unit(q + 1, d) * 0.1);
        insert.run(
          workspaceId,
          date,
          query,
          seededUrl(q % 500),
          "usa",
          device,
          clicks,
          impressions,
          clicks / impressions,
          1 + unit(q, d + 1) * 30,
        );
        n++;
      }
    });
  }
  return n;
}
