import { randomUUID } from "node:crypto";
import type { ChangeRules, CrawlSchedule, PageSchedule } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../src/db/schema";

export interface SeededProject {
  id: string;
  workspaceId: string;
  pageSchedule: PageSchedule;
  crawlSchedule: CrawlSchedule;
  /** Tracked page ids by URL. */
  pages: Map<string, number>;
  /** Competitor ids by their site URL. */
  competitors: Map<string, string>;
}

/**
 * A monitoring project written straight to the tables (what the projects API stores), for tests of
 * the run and the workers that do not go through the API.
 */
export async function seedProject(
  db: Kysely<Database>,
  input: {
    workspaceId: string;
    createdBy?: string | null;
    siteUrl: string;
    pages: string[];
    competitors?: { url: string; pages: string[] }[];
    pageSchedule?: PageSchedule;
    crawlSchedule?: CrawlSchedule;
    rules?: ChangeRules;
    now: Date;
  },
): Promise<SeededProject> {
  const id = randomUUID();
  const at = input.now.toISOString();
  const pageSchedule = input.pageSchedule ?? "daily";
  const crawlSchedule = input.crawlSchedule ?? "off";
  await db
    .insertInto("projects")
    .values({
      id,
      workspace_id: input.workspaceId,
      name: new URL(input.siteUrl).host,
      site_url: input.siteUrl,
      site_id: null,
      page_schedule: pageSchedule,
      crawl_schedule: crawlSchedule,
      rules: JSON.stringify(input.rules ?? {}),
      created_by: input.createdBy ?? null,
      created_at: at,
      updated_at: at,
      last_check_at: null,
    })
    .execute();
  const pages = new Map<string, number>();
  const competitors = new Map<string, string>();
  const addPages = async (urls: string[], competitorId: string | null) => {
    for (const url of urls) {
      const row = await db
        .insertInto("project_pages")
        .values({ project_id: id, competitor_id: competitorId, url, created_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      pages.set(url, row.id);
    }
  };
  await addPages(input.pages, null);
  for (const competitor of input.competitors ?? []) {
    const competitorId = randomUUID();
    await db
      .insertInto("project_competitors")
      .values({
        id: competitorId,
        project_id: id,
        url: competitor.url,
        host: new URL(competitor.url).host,
        created_at: at,
      })
      .execute();
    competitors.set(competitor.url, competitorId);
    await addPages(competitor.pages, competitorId);
  }
  return { id, workspaceId: input.workspaceId, pageSchedule, crawlSchedule, pages, competitors };
}
