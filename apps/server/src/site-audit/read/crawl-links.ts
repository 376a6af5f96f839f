import type { Kysely, RawBuilder } from "kysely";
import type { Database } from "../../db/schema";

/** One link found on a fetched page, as the links CSV writes it. */
export interface CrawlLinkRow {
  sourceUrl: string;
  targetUrl: string;
  /** The target's status when the crawl fetched it; null when it did not (out of scope) or got no answer. */
  targetStatus: number | null;
  /** Why the crawl did not fetch the target (other-host, excluded…), if it did not. */
  targetSkipReason: string | null;
  anchor: string;
  nofollow: boolean;
  inNavigation: boolean;
}

/** Source pages per batch: a page carries its navigation's links too, so a batch is about 25 links per page. */
const PAGES_PER_BATCH = 200;

/**
 * Every link of every fetched page of the crawl, page by page in discovery order, each page's
 * links in the order it holds them (block, then position). The pages come off the claim index
 * (crawl_id, state, id) in keyset batches, their links by the page blocks' primary key: a
 * navigation block on 100,000 pages is written out 100,000 times, as the edges it stands for.
 * With a segment (its condition over `p` and `u`), only the links on the segment's pages.
 */
export async function* crawlLinkBatches(
  db: Kysely<Database>,
  crawlId: string,
  segment?: RawBuilder<boolean>,
): AsyncGenerator<CrawlLinkRow[]> {
  let after = 0;
  for (;;) {
    let query = db
      .selectFrom("crawl_urls as u")
      .select("u.id")
      .where("u.crawl_id", "=", crawlId)
      .where("u.state", "=", "done")
      .where("u.id", ">", after);
    if (segment) query = query.innerJoin("crawl_pages as p", "p.url_id", "u.id").where(segment);
    const pages = await query.orderBy("u.id").limit(PAGES_PER_BATCH).execute();
    if (pages.length === 0) return;
    after = pages.at(-1)!.id;
    const rows = await db
      .selectFrom("crawl_page_blocks as pb")
      .innerJoin("crawl_block_links as bl", "bl.block_id", "pb.block_id")
      .innerJoin("crawl_link_blocks as lb", "lb.id", "pb.block_id")
      .innerJoin("crawl_urls as s", "s.id", "pb.page_url_id")
      .innerJoin("crawl_urls as t", "t.id", "bl.target_url_id")
      .leftJoin("crawl_pages as tp", "tp.url_id", "bl.target_url_id")
      .select([
        "s.url as source",
        "t.url as target",
        "tp.status",
        "t.skip_reason",
        "bl.anchor",
        "bl.nofollow",
        "lb.in_nav",
      ])
      .where(
        "pb.page_url_id",
        "in",
        pages.map((page) => page.id),
      )
      .where("pb.crawl_id", "=", crawlId)
      .orderBy("pb.page_url_id")
      .orderBy("pb.block_id")
      .orderBy("bl.position")
      .execute();
    if (rows.length > 0) {
      yield rows.map((row) => ({
        sourceUrl: row.source,
        targetUrl: row.target,
        targetStatus: row.status ?? null,
        targetSkipReason: row.skip_reason,
        anchor: row.anchor,
        nofollow: row.nofollow === 1,
        inNavigation: row.in_nav === 1,
      }));
    }
  }
}
