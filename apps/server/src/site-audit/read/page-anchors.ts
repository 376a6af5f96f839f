import { isNonDescriptiveLinkText } from "@ranklens/engine";
import type { CrawlAnchor, CrawlPageDetail } from "@ranklens/shared";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";

/** Distinct anchor texts listed per page: the most used first. */
export const ANCHORS_LISTED = 100;

/**
 * The anchor texts that point at a URL across the crawl, each with how many links use it (a
 * navigation block counts once per page carrying it) and how many of those are followed.
 * Texts that say nothing of the target ("click here", "read more", in the engine's languages)
 * and links with no text at all are flagged: they are what an SEO rewrites first. Counted from
 * the blocks linking here (index crawl_block_links_target) and their page counts, so a link in
 * the navigation of 100,000 pages is one row to read, not 100,000.
 */
export async function anchorsOf(
  db: Kysely<Database>,
  crawlId: string,
  urlId: number,
): Promise<CrawlPageDetail["anchors"]> {
  const pagesPerBlock = db
    .selectFrom("crawl_page_blocks")
    .select(["block_id", (eb) => eb.fn.countAll<number | string>().as("pages")])
    .where("crawl_id", "=", crawlId)
    .where("block_id", "in", (eb) =>
      eb.selectFrom("crawl_block_links").select("block_id").where("target_url_id", "=", urlId),
    )
    .groupBy("block_id")
    .as("bc");
  const grouped = db
    .selectFrom("crawl_block_links as bl")
    .innerJoin(pagesPerBlock, "bc.block_id", "bl.block_id")
    .where("bl.target_url_id", "=", urlId)
    .groupBy("bl.anchor");
  const rows = await grouped
    .select([
      "bl.anchor",
      sql<number | string>`sum(bc.pages)`.as("links"),
      sql<number | string>`sum(case when bl.nofollow = 0 then bc.pages else 0 end)`.as("followed"),
    ])
    .orderBy(sql`sum(bc.pages)`, "desc")
    .orderBy("bl.anchor")
    .limit(ANCHORS_LISTED)
    .execute();
  const total = await db
    .selectFrom(grouped.select("bl.anchor").as("a"))
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  const items: CrawlAnchor[] = rows.map((row) => ({
    anchor: row.anchor,
    links: Number(row.links),
    followed: Number(row.followed),
    flag: row.anchor.trim() === "" ? "empty" : isNonDescriptiveLinkText(row.anchor, null) ? "generic" : null,
  }));
  return { items, total: Number(total.n) };
}
