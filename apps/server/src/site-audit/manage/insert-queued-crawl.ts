import { randomUUID } from "node:crypto";
import type { CrawlMode } from "@ranklens/shared";
import type { Kysely, Selectable } from "kysely";
import type { CrawlsTable, Database } from "../../db/schema";

export interface QueuedCrawlInput {
  workspaceId: string;
  siteId: string;
  /** The crawl's settings as JSON (CrawlSettingsSchema), frozen for this crawl. */
  settings: string;
  /** "spider" unless given; a list crawl's URLs go in crawl_list_urls (start-crawl.ts). */
  mode?: CrawlMode;
  sitemapUrl?: string | null;
  createdBy: string | null;
  /** ISO time. */
  at: string;
}

/**
 * Inserts a new crawl of a site as `queued`, pointing at the site's newest completed crawl of the
 * same mode (what Compare and the "new/fixed" figures measure against: a list of five URLs
 * compared with the whole site would call every other URL removed), and returns its row. The one way a crawl
 * row is made: the API and scheduled recrawls (start-crawl.ts, inside their transaction) and
 * `ranklens crawl` (site-audit/cli/local-crawl-file.ts).
 */
export async function insertQueuedCrawl(
  db: Kysely<Database>,
  input: QueuedCrawlInput,
): Promise<Selectable<CrawlsTable>> {
  const mode = input.mode ?? "spider";
  const previous = await db
    .selectFrom("crawls")
    .select("id")
    .where("site_id", "=", input.siteId)
    .where("state", "=", "completed")
    .where("mode", "=", mode)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const crawl = {
    id: randomUUID(),
    workspace_id: input.workspaceId,
    site_id: input.siteId,
    state: "queued",
    settings: input.settings,
    mode,
    sitemap_url: input.sitemapUrl ?? null,
    state_reason: null,
    previous_crawl_id: previous?.id ?? null,
    pages_admitted: 0,
    running_until: null,
    waiting_since: input.at,
    health_score: null,
    issues_computed_at: null,
    created_by: input.createdBy,
    created_at: input.at,
    updated_at: input.at,
    started_at: null,
    finished_at: null,
  };
  await db.insertInto("crawls").values(crawl).execute();
  return crawl;
}
