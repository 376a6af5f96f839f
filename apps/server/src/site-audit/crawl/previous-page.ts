import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { LinkBlock } from "./link-blocks";
import { visitOfRow } from "./page-row";
import type { PageVisit } from "./page-visit";
import type { PageLinks } from "./record-page";

/** What a conditional request sends back to the server: the previous crawl's ETag and Last-Modified. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

/** What the previous crawl of the site kept of a URL: enough to stand in for it after a 304. */
export interface PreviousPage {
  validators: Validators;
  visit: PageVisit;
  links: PageLinks;
}

/**
 * The previous crawl's record of one URL (recrawls send its ETag and Last-Modified; a 304 answer
 * means the page is unchanged, so its analysis and links are carried over instead of fetched
 * again). Null when the previous crawl has no HTML page for the URL or no validator for it.
 */
export async function previousPage(
  db: Kysely<Database>,
  previousCrawlId: string,
  url: string,
): Promise<PreviousPage | null> {
  const row = await db
    .selectFrom("crawl_urls as u")
    .innerJoin("crawl_pages as p", "p.url_id", "u.id")
    .selectAll("p")
    .where("u.crawl_id", "=", previousCrawlId)
    .where("u.url", "=", url)
    .where("p.is_html", "=", 1)
    .executeTakeFirst();
  if (!row || (row.etag === null && row.last_modified === null)) return null;
  const urlId = row.url_id;
  const blockRows = await db
    .selectFrom("crawl_page_blocks as pb")
    .innerJoin("crawl_link_blocks as b", "b.id", "pb.block_id")
    .innerJoin("crawl_block_links as l", "l.block_id", "b.id")
    .innerJoin("crawl_urls as t", "t.id", "l.target_url_id")
    .select(["b.id", "b.hash", "b.in_nav", "l.position", "l.anchor", "l.nofollow", "t.url"])
    .where("pb.page_url_id", "=", urlId)
    .orderBy("b.id")
    .orderBy("l.position")
    .execute();
  const blocks = new Map<number, LinkBlock>();
  for (const link of blockRows) {
    let block = blocks.get(link.id);
    if (!block) {
      block = { inNav: link.in_nav === 1, hash: link.hash, links: [] };
      blocks.set(link.id, block);
    }
    block.links.push({ url: link.url, anchor: link.anchor, nofollow: link.nofollow === 1 });
  }
  const hreflang = await db
    .selectFrom("crawl_hreflang as h")
    .innerJoin("crawl_urls as t", "t.id", "h.target_url_id")
    .select(["h.lang", "t.url"])
    .where("h.page_url_id", "=", urlId)
    .execute();
  // The images, stylesheets and scripts it first led to: an unchanged page still loads them, and
  // without them a resource only this page uses would drop out of the recrawl's inventory.
  const resources = await db
    .selectFrom("crawl_urls")
    .select("url")
    .where("first_source_id", "=", urlId)
    .where("is_resource", "=", 1)
    .where("crawl_id", "=", previousCrawlId)
    .execute();
  return {
    validators: { etag: row.etag, lastModified: row.last_modified },
    visit: visitOfRow(row),
    links: {
      canonical: row.canonical,
      blocks: [...blocks.values()],
      hreflang,
      resources: resources.map((resource) => resource.url),
    },
  };
}
