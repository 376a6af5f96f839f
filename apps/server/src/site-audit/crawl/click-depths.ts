import { type Kysely, sql } from "kysely";
import type { DialectName } from "../../db/dialect";
import { inTransaction } from "../../db/in-transaction";
import type { Database } from "../../db/schema";

/** Deeper than this is not walked: a site 1,000 clicks deep is a crawler trap, not a structure. */
const MAX_LEVELS = 1_000;

/**
 * Sets every URL's click depth to its shortest path from the start URL along the stored links,
 * walked breadth first in the database once the crawl is complete. While a crawl runs, a URL gets
 * the depth of the page that first linked to it, and a page first found in a sitemap has none
 * until a link reaches it, so those depths can be too deep or missing; this walk is exact. A
 * redirect is not a click: its target sits at the redirecting URL's depth. URLs no link reaches
 * (orphans, resources) get no depth.
 *
 * One level per statement, in a temporary table: the links of a level are read once per distinct
 * link block (a template's navigation once, not once per page).
 */
export async function computeClickDepths(
  db: Kysely<Database>,
  dialect: DialectName,
  crawlId: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await sql`drop table if exists crawl_depth_walk`.execute(trx);
    await sql
      .raw(
        dialect === "postgres"
          ? "create temporary table crawl_depth_walk (id integer primary key, depth integer not null) on commit drop"
          : "create temporary table crawl_depth_walk (id integer primary key, depth integer not null)",
      )
      .execute(trx);
    const ignore = dialect === "postgres" ? sql`on conflict (id) do nothing` : sql``;
    const insert = dialect === "postgres" ? sql`insert into` : sql`insert or ignore into`;
    await sql`${insert} crawl_depth_walk (id, depth)
      select id, 0 from crawl_urls where crawl_id = ${crawlId} and found_via = 'start' ${ignore}`.execute(
      trx,
    );

    for (let level = 0; level < MAX_LEVELS; level++) {
      // Redirect hops first, at this level, until a chain ends (each hop is a row that was not there).
      for (;;) {
        const hops = await sql`${insert} crawl_depth_walk (id, depth)
          select p.redirect_url_id, ${sql.lit(level)} from crawl_depth_walk w
          join crawl_pages p on p.url_id = w.id
          where w.depth = ${level} and p.redirect_url_id is not null ${ignore}`.execute(trx);
        if (Number(hops.numAffectedRows ?? 0) === 0) break;
      }
      const next = await sql`${insert} crawl_depth_walk (id, depth)
        select distinct l.target_url_id, ${sql.lit(level + 1)} from crawl_block_links l
        where l.block_id in (
          select pb.block_id from crawl_depth_walk w
          join crawl_page_blocks pb on pb.page_url_id = w.id
          where w.depth = ${level}
        ) ${ignore}`.execute(trx);
      if (Number(next.numAffectedRows ?? 0) === 0) break;
    }
    await sql`update crawl_urls set depth = (select w.depth from crawl_depth_walk w where w.id = crawl_urls.id)
      where crawl_id = ${crawlId}`.execute(trx);
    if (dialect === "sqlite") await sql`drop table crawl_depth_walk`.execute(trx);
  });
}
