import { randomUUID } from "node:crypto";
import type { CrawlFetcher } from "@ranklens/engine";
import { parseRobotsTxt } from "@ranklens/engine/site";
import type { ChangeRules } from "@ranklens/shared";
import type { Insertable, Kysely } from "kysely";
import type { Database, ProjectChangesTable } from "../../db/schema";
import { readSitemaps } from "../../site-audit";

/** URLs kept per competitor: a sitemap protocol file's worth; a bigger site is followed on its first 50,000. */
export const MAX_COMPETITOR_URLS = 50_000;
const ROBOTS_MAX_BYTES = 500 * 1024;
/** Rows per insert or update statement (SQLite's bound-parameter limit). */
const CHUNK = 500;

export interface CompetitorSitemapRead {
  urls: string[];
  /** Every sitemap file answered and parsed, and the cap was not reached: what is missing was removed. */
  complete: boolean;
}

/**
 * A competitor's pages as its sitemaps list them: the ones robots.txt names, else /sitemap.xml,
 * with their indexes followed (the crawler's reader and caps). Null when not one file could be
 * read: a site that is down today has not removed every page.
 */
export async function readCompetitorSitemaps(
  fetcher: CrawlFetcher,
  siteUrl: string,
): Promise<CompetitorSitemapRead | null> {
  const origin = new URL(siteUrl).origin;
  const robots = await fetcher.fetchFile(`${origin}/robots.txt`, {
    maxBytes: ROBOTS_MAX_BYTES,
    overLimit: "truncate",
  });
  const named =
    robots.bytes === null || robots.status === null || robots.status >= 300
      ? []
      : parseRobotsTxt(new TextDecoder("utf-8").decode(robots.bytes)).sitemaps;
  const read = await readSitemaps(fetcher, named.length > 0 ? named : [`${origin}/sitemap.xml`]);
  if (!read.sitemaps.some((file) => file.error === null)) return null;
  const urls = [...new Set(read.urls)].slice(0, MAX_COMPETITOR_URLS);
  const complete = read.sitemaps.every((file) => file.error === null) && urls.length < MAX_COMPETITOR_URLS;
  return { urls, complete };
}

export interface CompetitorUrlsInput {
  projectId: string;
  runId: string;
  competitorId: string;
  read: CompetitorSitemapRead;
  /** The project's rules: a muted type is not recorded, a severity rule replaces "info". */
  rules: ChangeRules;
  now: Date;
}

/**
 * Brings competitor_urls up to date with today's read and records the difference as changes:
 * competitor_page_added for a URL not listed before (or listed again after it went), and
 * competitor_page_removed for one no longer listed (only when the read was complete). The very
 * first read is the baseline: it records the URLs and no change. One transaction, so a retried
 * run finds the table already updated and adds nothing; the changes' keys carry the run as well.
 */
export async function updateCompetitorUrls(db: Kysely<Database>, input: CompetitorUrlsInput): Promise<void> {
  const at = input.now.toISOString();
  await db.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom("competitor_urls")
      .select(["id", "url", "removed_at"])
      .where("competitor_id", "=", input.competitorId)
      .execute();
    const baseline = known.length === 0;
    const listed = new Set(input.read.urls);
    const byUrl = new Map(known.map((row) => [row.url, row]));
    const added = input.read.urls.filter((url) => {
      const row = byUrl.get(url);
      return row === undefined || row.removed_at !== null;
    });
    const removed = input.read.complete
      ? known.filter((row) => row.removed_at === null && !listed.has(row.url))
      : [];

    const fresh = added.filter((url) => !byUrl.has(url));
    for (let i = 0; i < fresh.length; i += CHUNK) {
      await trx
        .insertInto("competitor_urls")
        .values(
          fresh.slice(i, i + CHUNK).map((url) => ({
            competitor_id: input.competitorId,
            url,
            first_seen_at: at,
            last_seen_at: at,
            removed_at: null,
          })),
        )
        .onConflict((oc) => oc.columns(["competitor_id", "url"]).doNothing())
        .execute();
    }
    const back = added.filter((url) => byUrl.has(url)).map((url) => byUrl.get(url)!.id);
    for (let i = 0; i < back.length; i += CHUNK) {
      await trx
        .updateTable("competitor_urls")
        .set({ removed_at: null })
        .where("id", "in", back.slice(i, i + CHUNK))
        .execute();
    }
    const gone = removed.map((row) => row.id);
    for (let i = 0; i < gone.length; i += CHUNK) {
      await trx
        .updateTable("competitor_urls")
        .set({ removed_at: at })
        .where("id", "in", gone.slice(i, i + CHUNK))
        .execute();
    }
    // A complete read lists every URL still active: one statement for all of them. After a partial
    // read only the URLs it listed were seen.
    if (input.read.complete) {
      await trx
        .updateTable("competitor_urls")
        .set({ last_seen_at: at })
        .where("competitor_id", "=", input.competitorId)
        .where("removed_at", "is", null)
        .execute();
    } else {
      for (let i = 0; i < input.read.urls.length; i += CHUNK) {
        await trx
          .updateTable("competitor_urls")
          .set({ last_seen_at: at })
          .where("competitor_id", "=", input.competitorId)
          .where("url", "in", input.read.urls.slice(i, i + CHUNK))
          .execute();
      }
    }

    if (baseline) return;
    const severity = (type: "competitor_page_added" | "competitor_page_removed") => {
      const rule = input.rules[type];
      return rule && rule !== "mute" ? rule : "info";
    };
    const change = (type: "competitor_page_added" | "competitor_page_removed", url: string) => ({
      id: randomUUID(),
      project_id: input.projectId,
      page_id: null,
      url,
      competitor_id: input.competitorId,
      observation_id: null,
      previous_observation_id: null,
      type,
      severity: severity(type),
      before: type === "competitor_page_removed" ? url : null,
      after: type === "competitor_page_added" ? url : null,
      detected_at: at,
      dedupe_key: sitemapChangeKey(input.runId, input.competitorId, type, url),
    });
    const changes: Insertable<ProjectChangesTable>[] = [
      ...(input.rules.competitor_page_added === "mute"
        ? []
        : added.map((url) => change("competitor_page_added", url))),
      ...(input.rules.competitor_page_removed === "mute"
        ? []
        : removed.map((row) => change("competitor_page_removed", row.url))),
    ];
    for (let i = 0; i < changes.length; i += CHUNK) {
      await trx
        .insertInto("project_changes")
        .values(changes.slice(i, i + CHUNK))
        .onConflict((oc) => oc.column("dedupe_key").doNothing())
        .execute();
    }
  });
}

/** Sitemap changes are keyed by run (they have no observation): "sitemap:<run>:…", found again by that prefix. */
export const sitemapChangeKeyPrefix = (runId: string) => `sitemap:${runId}:`;
const sitemapChangeKey = (runId: string, competitorId: string, type: string, url: string) =>
  `${sitemapChangeKeyPrefix(runId)}${competitorId}:${type}:${url}`;
