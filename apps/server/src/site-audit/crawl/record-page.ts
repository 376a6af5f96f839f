import { type Insertable, type Kysely, sql } from "kysely";
import type { DialectName } from "../../db/dialect";
import { inRetriedTransaction } from "../../db/in-transaction";
import type { Database } from "../../db/schema";
import { type AdmissionRules, admitUrls, countAdmitted, type FoundUrl } from "./admit-urls";
import { Lesson } from "./known-urls";
import type { LinkBlock } from "./link-blocks";
import { pageColumns } from "./page-row";
import type { PageSummary } from "./page-summary";
import type { PageVisit } from "./page-visit";

/** The part of a page's summary that becomes frontier URLs and link rows. */
export type PageLinks = Pick<PageSummary, "canonical" | "blocks" | "hreflang" | "resources">;

/** What fetching one claimed URL produced, ready to store. */
export interface PageRecord {
  urlId: number;
  /** The claim that must still hold: a worker that lost it stores nothing. */
  token: string;
  depth: number | null;
  /** What the fetch and the analysis found (stored through page-row.ts). */
  visit: PageVisit;
  /** A redirect's target, normalised; null when there is none or it cannot be fetched. */
  redirectTarget: string | null;
  /** Where an analysed HTML page leads (freshly analysed, or reused from the previous crawl on a 304). */
  summary: PageLinks | null;
}

/** Thrown inside the transaction when the claim was lost (expired and taken by another worker). */
export class ClaimLostError extends Error {
  constructor(urlId: number) {
    super(`The claim on crawl URL ${urlId} was lost; another worker has it.`);
  }
}

const LINK_BATCH = 400;

/**
 * Stores one fetched URL in a single transaction: its page row, the URLs it leads to (admitted
 * to the frontier), its link blocks and hreflang annotations, and its `done` mark. After a kill,
 * a URL is either done with everything it found or still to do; and since the `done` mark
 * requires the claim, a URL is never recorded twice. Workers sharing a crawl record pages at once
 * (ADR 044): see admitUrls for the lock order and countAdmitted for the page cap.
 */
export async function recordPage(
  db: Kysely<Database>,
  dialect: DialectName,
  rules: AdmissionRules,
  record: PageRecord,
): Promise<void> {
  const found = foundUrls(record);
  await rules.scope.prepare(found.map((next) => next.url));
  let lesson = new Lesson();
  // No lock on the crawl row (ADR 044): row locks are taken in one order, the page cap is counted
  // last; a deadlock PostgreSQL still finds (with a claim or a lifecycle change) runs the page again.
  await inRetriedTransaction(db, async (trx) => {
    lesson = new Lesson();
    const markDone = {
      id: record.urlId,
      async write(trx: Kysely<Database>) {
        const marked = await trx
          .updateTable("crawl_urls")
          .set({ state: "done", claimed_by: null, claimed_until: null })
          .where("id", "=", record.urlId)
          .where("state", "=", "claimed")
          .where("claimed_by", "=", record.token)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) throw new ClaimLostError(record.urlId);
      },
    };
    const admission = await admitUrls(
      trx,
      dialect,
      rules,
      found,
      { id: record.urlId, also: markDone },
      lesson,
    );
    const ids = admission.ids;
    const idOf = (url: string | null) => (url === null ? null : (ids.get(url) ?? null));
    const summary = record.summary;
    const blockIds = summary ? await storeBlocks(trx, dialect, rules, summary, ids, lesson) : [];
    const page = {
      ...pageColumns(record.visit),
      url_id: record.urlId,
      crawl_id: rules.crawlId,
      redirect_url_id: idOf(record.redirectTarget),
      canonical_url_id: idOf(summary?.canonical ?? null),
    };
    await insertPage(trx, dialect, page, blockIds);
    if (summary) await recordHreflang(trx, rules, record.urlId, summary, ids);
    // Last: the crawl row is locked from here to COMMIT only.
    await countAdmitted(trx, dialect, rules, admission, lesson);
  });
  // Only now: what a rolled-back transaction wrote must not be remembered.
  rules.known?.learn(lesson);
}

/** The ids of the page's link blocks, each stored once per crawl (new ones in hash order). */
async function storeBlocks(
  trx: Kysely<Database>,
  dialect: DialectName,
  rules: AdmissionRules,
  summary: PageLinks,
  ids: Map<string, number>,
  lesson: Lesson,
): Promise<number[]> {
  const blockIds = new Map<string, number>();
  // By hash: two pages storing the same new blocks wait for each other in one order.
  const blocks = [...summary.blocks].sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
  for (const block of blocks) {
    if (blockIds.has(block.hash)) continue;
    const blockId =
      rules.known?.blockId(block.hash) ??
      (dialect === "postgres"
        ? await storeBlockPostgres(trx, rules.crawlId, block, ids)
        : await storeBlock(trx, rules.crawlId, block, ids));
    lesson.blocks.push([block.hash, blockId]);
    blockIds.set(block.hash, blockId);
  }
  return [...blockIds.values()];
}

type PageRow = Insertable<Database["crawl_pages"]>;

/**
 * The page's row and the blocks it shows. On PostgreSQL one statement (a data-modifying CTE, the
 * block ids as one array parameter): each statement is a round trip and a parse, and a page had
 * about ten before this and storeBlockPostgres (pg_stat_statements on the scale-out bench: eight now).
 */
async function insertPage(
  trx: Kysely<Database>,
  dialect: DialectName,
  page: PageRow,
  blockIds: number[],
): Promise<void> {
  if (dialect === "postgres" && blockIds.length > 0) {
    await trx
      .with("page", (db) => db.insertInto("crawl_pages").values(page))
      .insertInto("crawl_page_blocks")
      .columns(["crawl_id", "page_url_id", "block_id"])
      .expression(
        sql`SELECT cast(${page.crawl_id} as text), cast(${page.url_id} as integer), unnest(cast(${blockIds} as integer[]))`,
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    return;
  }
  await trx.insertInto("crawl_pages").values(page).execute();
  const pageBlocks = blockIds.map((blockId) => ({
    crawl_id: page.crawl_id,
    page_url_id: page.url_id,
    block_id: blockId,
  }));
  // A statement per LINK_BATCH of the page's blocks, not one per block.
  for (let i = 0; i < pageBlocks.length; i += LINK_BATCH) {
    await trx
      .insertInto("crawl_page_blocks")
      .values(pageBlocks.slice(i, i + LINK_BATCH))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** The page's hreflang annotations to URLs of the crawl. */
async function recordHreflang(
  trx: Kysely<Database>,
  rules: AdmissionRules,
  pageUrlId: number,
  summary: PageLinks,
  ids: Map<string, number>,
): Promise<void> {
  const hreflang = summary.hreflang
    .map((entry) => ({ lang: entry.lang, target: ids.get(entry.url) }))
    .filter((entry): entry is { lang: string; target: number } => entry.target !== undefined);
  if (hreflang.length === 0) return;
  await trx
    .insertInto("crawl_hreflang")
    .values(
      hreflang.map((entry) => ({
        crawl_id: rules.crawlId,
        page_url_id: pageUrlId,
        lang: entry.lang,
        target_url_id: entry.target,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Every URL the page leads to, with how it was found and its click depth. */
function foundUrls(record: PageRecord): FoundUrl[] {
  const found: FoundUrl[] = [];
  const childDepth = record.depth === null ? null : record.depth + 1;
  // A redirect is not a click: its target sits at the depth of the URL that redirected.
  if (record.redirectTarget !== null) {
    found.push({ url: record.redirectTarget, depth: record.depth, foundVia: "redirect", isResource: false });
  }
  const summary = record.summary;
  if (!summary) return found;
  for (const block of summary.blocks) {
    for (const link of block.links)
      found.push({ url: link.url, depth: childDepth, foundVia: "link", isResource: false });
  }
  if (summary.canonical !== null) {
    found.push({ url: summary.canonical, depth: null, foundVia: "canonical", isResource: false });
  }
  for (const entry of summary.hreflang)
    found.push({ url: entry.url, depth: null, foundVia: "hreflang", isResource: false });
  for (const url of summary.resources)
    found.push({ url, depth: null, foundVia: "resource", isResource: true });
  return found;
}

/**
 * The block's id, storing the block and its links the first time the crawl meets it. Inserted
 * first and read only when it was there already: a block reaching this is most often new (the
 * blocks this process has stored are known without a query), and that saves a statement, a round
 * trip on PostgreSQL, per new block.
 */
async function storeBlock(
  trx: Kysely<Database>,
  crawlId: string,
  block: LinkBlock,
  ids: Map<string, number>,
): Promise<number> {
  const inserted = await trx
    .insertInto("crawl_link_blocks")
    .values({ crawl_id: crawlId, hash: block.hash, in_nav: block.inNav ? 1 : 0 })
    .onConflict((oc) => oc.doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return storedBlockId(trx, crawlId, block.hash);
  const links = block.links.map((link, position) => ({
    block_id: inserted.id,
    position,
    target_url_id: ids.get(link.url)!,
    anchor: link.anchor,
    nofollow: link.nofollow ? 1 : 0,
  }));
  for (let i = 0; i < links.length; i += LINK_BATCH) {
    await trx
      .insertInto("crawl_block_links")
      .values(links.slice(i, i + LINK_BATCH))
      .execute();
  }
  return inserted.id;
}

/**
 * storeBlock in one statement on PostgreSQL: the block and its links inserted together (the links
 * as array parameters, unnested in order), the block's id read back only when it was there already.
 */
async function storeBlockPostgres(
  trx: Kysely<Database>,
  crawlId: string,
  block: LinkBlock,
  ids: Map<string, number>,
): Promise<number> {
  const targets = block.links.map((link) => ids.get(link.url)!);
  const anchors = block.links.map((link) => link.anchor);
  const nofollow = block.links.map((link) => (link.nofollow ? 1 : 0));
  const inserted = await trx
    .with("block", (db) =>
      db
        .insertInto("crawl_link_blocks")
        .values({ crawl_id: crawlId, hash: block.hash, in_nav: block.inNav ? 1 : 0 })
        .onConflict((oc) => oc.doNothing())
        .returning("id"),
    )
    .with("links", (db) =>
      db
        .insertInto("crawl_block_links")
        .columns(["block_id", "position", "target_url_id", "anchor", "nofollow"])
        .expression(
          sql`SELECT block.id, cast(link.n - 1 as integer), link.target, link.anchor, link.nofollow
            FROM block, unnest(cast(${targets} as integer[]), cast(${anchors} as text[]), cast(${nofollow} as integer[]))
              WITH ORDINALITY AS link(target, anchor, nofollow, n)`,
        ),
    )
    .selectFrom("block")
    .select("id")
    .executeTakeFirst();
  return inserted ? inserted.id : storedBlockId(trx, crawlId, block.hash);
}

/** The id of a block stored before: by an earlier run of this crawl, or by another worker a moment ago. */
async function storedBlockId(trx: Kysely<Database>, crawlId: string, hash: string): Promise<number> {
  const known = await trx
    .selectFrom("crawl_link_blocks")
    .select("id")
    .where("crawl_id", "=", crawlId)
    .where("hash", "=", hash)
    .executeTakeFirstOrThrow();
  return known.id;
}
