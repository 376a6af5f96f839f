import { type Kysely, type RawBuilder, sql } from "kysely";
import { inTransaction } from "../../db/in-transaction";
import type { Database } from "../../db/schema";
import { LinkGraphBuilder } from "./link-graph";
import { computeLinkScores, NAV_LINK_WEIGHT } from "./link-scores";

/** Blocks whose links are read per query: a few thousand blocks is tens of thousands of links. */
const BLOCKS_PER_BATCH = 2_000;
/** URLs, or a range of page ids, read per query. */
const ROWS_PER_BATCH = 5_000;
/** Rows per UPDATE: three parameters each, far under SQLite's 32,766. */
const ROWS_PER_UPDATE = 500;

/**
 * Once a crawl's links are all stored, gives each fetched URL its internal link score and its
 * count of distinct linking pages (crawl_pages.link_score, unique_inlinks). Read in batches into
 * typed arrays (LinkGraphBuilder: the crawl process has a 200 MB heap), computed in memory,
 * written back in multi-row updates.
 */
export async function recordLinkScores(db: Kysely<Database>, crawlId: string): Promise<void> {
  const builder = new LinkGraphBuilder();
  let afterUrl = 0;
  for (;;) {
    const nodes = await db
      .selectFrom("crawl_pages as p")
      .innerJoin("crawl_urls as u", "u.id", "p.url_id")
      .select(["p.url_id", "p.redirect_url_id"])
      .where("p.crawl_id", "=", crawlId)
      .where("u.is_resource", "=", 0)
      .where("p.url_id", ">", afterUrl)
      .orderBy("p.url_id")
      .limit(ROWS_PER_BATCH)
      .execute();
    if (nodes.length === 0) break;
    afterUrl = nodes.at(-1)!.url_id;
    for (const node of nodes) builder.addNode(node.url_id, node.redirect_url_id ?? -1);
  }

  let afterBlock = 0;
  for (;;) {
    const blocks = await db
      .selectFrom("crawl_link_blocks")
      .select(["id", "in_nav"])
      .where("crawl_id", "=", crawlId)
      .where("id", ">", afterBlock)
      .orderBy("id")
      .limit(BLOCKS_PER_BATCH)
      .execute();
    if (blocks.length === 0) break;
    afterBlock = blocks.at(-1)!.id;
    const inNav = new Set(blocks.filter((b) => b.in_nav === 1).map((b) => b.id));
    const links = await db
      .selectFrom("crawl_block_links")
      // This batch's blocks by id, each a seek on the primary key. (A subquery of the crawl's
      // block ids had SQLite list all of them for every batch: 7 of a 100,000-page crawl's 25 s.)
      .select(["block_id", "target_url_id"])
      .where(
        "block_id",
        "in",
        blocks.map((b) => b.id),
      )
      .where("nofollow", "=", 0)
      .orderBy("block_id")
      .orderBy("position")
      .execute();
    for (const link of links)
      builder.addBlockLink(link.block_id, link.target_url_id, inNav.has(link.block_id) ? NAV_LINK_WEIGHT : 1);
  }

  // The pages' blocks, a batch of pages at a time, along the primary key (page_url_id, block_id).
  const urlIds = builder.urlIds();
  if (urlIds.length === 0) return;
  for (let start = 0; start < urlIds.length; start += ROWS_PER_BATCH) {
    const last = Math.min(start + ROWS_PER_BATCH, urlIds.length) - 1;
    const rows = await db
      .selectFrom("crawl_page_blocks")
      .select(["page_url_id", "block_id"])
      .where("page_url_id", ">=", urlIds[start]!)
      .where("page_url_id", "<=", urlIds[last]!)
      .where("crawl_id", "=", crawlId)
      .execute();
    for (const row of rows) builder.addPageBlock(row.page_url_id, row.block_id);
  }

  const graph = builder.build();
  const { score, uniqueInlinks } = computeLinkScores(graph);
  await inTransaction(db, async (trx) => {
    for (let start = 0; start < graph.urlIds.length; start += ROWS_PER_UPDATE) {
      const rows: RawBuilder<unknown>[] = [];
      for (let i = start; i < Math.min(start + ROWS_PER_UPDATE, graph.urlIds.length); i++)
        rows.push(
          sql`(cast(${graph.urlIds[i]} as integer), cast(${score[i]} as integer), cast(${uniqueInlinks[i]} as integer))`,
        );
      // A CTE names the VALUES' columns the same way in SQLite and PostgreSQL.
      await sql`with v(url_id, score, inlinks) as (values ${sql.join(rows)})
        update crawl_pages set link_score = v.score, unique_inlinks = v.inlinks
        from v where crawl_pages.url_id = v.url_id`.execute(trx);
    }
  });
}
