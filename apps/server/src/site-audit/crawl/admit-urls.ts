import type { Kysely } from "kysely";
import type { DialectName } from "../../db/dialect";
import type { Database } from "../../db/schema";
import type { GuardedScope } from "./guarded-scope";
import { type KnownUrls, Lesson } from "./known-urls";

/** How a URL came to the crawl's attention. */
export type FoundVia =
  | "start"
  | "list"
  | "link"
  | "sitemap"
  | "redirect"
  | "canonical"
  | "hreflang"
  | "resource";

/** Why a known URL is not fetched. */
export type SkipReason =
  | "external"
  | "robots"
  | "depth"
  | "max-pages"
  | "pattern"
  | "too-long"
  | "not-listed";

/** A URL a page (or a sitemap) leads to. */
export interface FoundUrl {
  url: string;
  /** Click depth along links; null when no link from the start led here (sitemap, canonical…). */
  depth: number | null;
  foundVia: FoundVia;
  isResource: boolean;
  inSitemap?: boolean;
}

/** What decides a found URL's fate: the crawl's scope, robots.txt and page cap. */
export interface AdmissionRules {
  crawlId: string;
  /** Decisions prepared ahead of the transaction (recordPage, seedCrawl). */
  scope: GuardedScope;
  /** Whether robots.txt lets us fetch the URL; its host's robots.txt must have been read already. */
  robotsAllows(url: string): boolean;
  maxPages: number;
  /** This process's shortcut to URLs it knows already (none: every URL is looked up). */
  known?: KnownUrls;
  /**
   * A list or sitemap crawl: only the URLs it was seeded with are fetched; every other URL its
   * pages lead to (links, redirect targets, resources) is recorded as skipped, "not-listed".
   */
  exact?: boolean;
}

const BATCH = 400;

/** A write to one of the crawl's URL rows that must take its place in the row order (a page's `done` mark). */
export interface RowWrite {
  id: number;
  write(trx: Kysely<Database>): Promise<void>;
}

/** What admitUrls wrote: every found URL's id, and the pages it queued, still to be counted against the cap. */
export interface Admission {
  ids: Map<string, number>;
  /** Rows this transaction queued as pages (inserted, or let in from too deep), in the order the cap lets them in. */
  pages: number[];
}

interface KnownRow {
  id: number;
  url: string;
  depth: number | null;
  state: string;
  skip_reason: string | null;
}

/**
 * Gives every found URL its `crawl_urls` row and returns their ids by URL. A new URL is queued, or
 * recorded as skipped with the first reason that applies (out of scope, blocked by robots.txt,
 * past the page cap). A known URL keeps its row; a shorter click depth is recorded, and a URL that
 * was too deep is queued when a shallower link reaches it.
 *
 * No lock is taken on the crawl row (ADR 044): workers sharing a crawl write their pages at once,
 * and every row lock is taken in one global order, so they wait for each other but never in a
 * cycle — new URLs are inserted sorted by URL (`ON CONFLICT DO NOTHING`: a URL another worker
 * inserted meanwhile is read back and treated as known), then known rows are updated in id order,
 * with `also` (the page's own `done` mark) among them. The pages queued here are counted against
 * the cap by countAdmitted, the transaction's last statement.
 */
export async function admitUrls(
  trx: Kysely<Database>,
  dialect: DialectName,
  rules: AdmissionRules,
  found: FoundUrl[],
  source: { id: number | null; also?: RowWrite },
  lesson: Lesson = new Lesson(),
): Promise<Admission> {
  const wanted = mergeFound(found);
  const ids = new Map<string, number>();
  for (const [url, next] of wanted) {
    const id = next.inSitemap ? undefined : rules.known?.unchanged(url, next.depth);
    if (id === undefined) continue;
    ids.set(url, id);
    wanted.delete(url);
  }
  const order = new Map([...wanted.keys()].map((url, i) => [url, i]));
  const byFoundOrder = (a: { url: string }, b: { url: string }) => order.get(a.url)! - order.get(b.url)!;
  const changes: RowChange[] = [];
  const requeued: { id: number; url: string }[] = [];
  const inserted: { id: number; url: string }[] = [];
  if (wanted.size > 0) {
    // Whether new pages are skipped for the cap at once. The process learns that the cap is full
    // from countAdmitted, after the commit, instead of reading the crawl row for every page: the
    // count only grows, so a cap once full stays full, and a cap another worker filled unseen costs
    // one refusal by countAdmitted (the exact count), which then teaches it.
    const capReached = rules.known?.capReached ?? false;
    const known = await knownRows(trx, rules.crawlId, [...wanted.keys()]);
    const knownUrls = new Set(known.map((row) => row.url));
    // Sorted by URL: two transactions inserting the same new URLs wait for each other in one order.
    const fresh = [...wanted.values()]
      .filter((next) => !knownUrls.has(next.url))
      .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    const inserts = fresh.map((next) => {
      const reason = skipReason(next, rules, capReached);
      return {
        crawl_id: rules.crawlId,
        url: next.url,
        depth: next.depth,
        state: reason === null ? "queued" : "skipped",
        skip_reason: reason,
        found_via: next.foundVia,
        first_source_id: source.id,
        in_sitemap: next.inSitemap ? 1 : 0,
        is_resource: next.isResource ? 1 : 0,
      };
    });
    for (let i = 0; i < inserts.length; i += BATCH) {
      const rows = await trx
        .insertInto("crawl_urls")
        .values(inserts.slice(i, i + BATCH))
        .onConflict((oc) => oc.columns(["crawl_id", "url"]).doNothing())
        .returning(["id", "url", "depth", "state", "skip_reason", "is_resource"])
        .execute();
      for (const row of rows) {
        ids.set(row.url, row.id);
        if (row.skip_reason !== "depth") lesson.urls.push([row.url, { id: row.id, depth: row.depth }]);
        if (row.state === "queued" && row.is_resource === 0) inserted.push({ id: row.id, url: row.url });
      }
    }
    // URLs another worker inserted since we looked (PostgreSQL): theirs, known rows like the others.
    const raced = fresh.filter((next) => !ids.has(next.url)).map((next) => next.url);
    if (raced.length > 0) known.push(...(await knownRows(trx, rules.crawlId, raced)));

    for (const row of known) {
      ids.set(row.url, row.id);
      const next = wanted.get(row.url)!;
      const depth =
        next.depth !== null && (row.depth === null || next.depth < row.depth) ? next.depth : row.depth;
      if (!(row.state === "skipped" && row.skip_reason === "depth"))
        lesson.urls.push([row.url, { id: row.id, depth }]);
      const change: RowChange["set"] = {};
      if (next.inSitemap) change.in_sitemap = 1;
      if (next.depth !== null && (row.depth === null || next.depth < row.depth)) {
        change.depth = next.depth;
        const requeue =
          row.state === "skipped" &&
          row.skip_reason === "depth" &&
          rules.scope.decide(row.url, next.depth).inScope;
        if (requeue) {
          Object.assign(
            change,
            capReached ? { skip_reason: "max-pages" } : { state: "queued", skip_reason: null },
          );
          if (!capReached) requeued.push({ id: row.id, url: row.url });
        }
      }
      if (Object.keys(change).length > 0) changes.push({ id: row.id, set: change });
    }
  }
  await writeRows(trx, dialect, changes, source.also);
  // The cap lets in what the locked crawl did before: URLs let in from too deep, then new ones, each in the page's order.
  const pages = [...requeued.sort(byFoundOrder), ...inserted.sort(byFoundOrder)].map((row) => row.id);
  return { ids, pages };
}

/**
 * Counts the pages admitUrls queued in `crawls.pages_admitted`, never past `maxPages`; the
 * transaction's last statement, so the crawl row stays locked only until COMMIT. One conditional
 * update while there is room. When another worker took the last places meanwhile, the crawl row is
 * locked (taken last, after every URL row: no cycle) for the exact count, and the pages past it are
 * recorded as skipped, "max-pages".
 */
export async function countAdmitted(
  trx: Kysely<Database>,
  dialect: DialectName,
  rules: AdmissionRules,
  admission: Admission,
  lesson?: Lesson,
): Promise<void> {
  const k = admission.pages.length;
  if (k === 0) return;
  const counted = await trx
    .updateTable("crawls")
    .set((eb) => ({ pages_admitted: eb("pages_admitted", "+", k) }))
    .where("id", "=", rules.crawlId)
    .where((eb) => eb(eb("pages_admitted", "+", k), "<=", rules.maxPages))
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 1) return;
  let exact = trx.selectFrom("crawls").select("pages_admitted").where("id", "=", rules.crawlId);
  // NO KEY UPDATE, like the update above: the key-share locks of rows referencing the crawl do not conflict with it.
  if (dialect === "postgres") exact = exact.forNoKeyUpdate();
  const { pages_admitted: admitted } = await exact.executeTakeFirstOrThrow();
  const room = Math.max(0, Math.min(k, rules.maxPages - admitted));
  // More pages than room: once this commits, the cap is full.
  if (lesson) lesson.capReached = true;
  const refused = admission.pages.slice(room);
  for (let i = 0; i < refused.length; i += BATCH) {
    await trx
      .updateTable("crawl_urls")
      .set({ state: "skipped", skip_reason: "max-pages" })
      .where("id", "in", refused.slice(i, i + BATCH))
      .execute();
  }
  if (room > 0) {
    await trx
      .updateTable("crawls")
      .set({ pages_admitted: admitted + room })
      .where("id", "=", rules.crawlId)
      .execute();
  }
}

/** A change to a known URL row: a shorter depth, its sitemap mark, let in from too deep. */
interface RowChange {
  id: number;
  set: { in_sitemap?: number; depth?: number; state?: string; skip_reason?: string | null };
}

/**
 * Writes the known rows' changes and `also` (the page's own row), their row locks taken in id
 * order: one order for every writer (ADR 044). Rows given the same change (the URLs a page finds
 * one click closer share their new depth) are updated by one statement per BATCH; on PostgreSQL an
 * UPDATE of many rows locks them in its plan's order, not by id, so their locks are then taken
 * first, in id order, by SELECT … ORDER BY id FOR NO KEY UPDATE. When grouping saves no statement,
 * each row is written alone, in id order.
 */
async function writeRows(
  trx: Kysely<Database>,
  dialect: DialectName,
  changes: RowChange[],
  also: RowWrite | undefined,
): Promise<void> {
  const groups = new Map<string, { set: RowChange["set"]; ids: number[] }>();
  for (const change of changes) {
    const key = JSON.stringify(change.set);
    const group = groups.get(key);
    if (group) group.ids.push(change.id);
    else groups.set(key, { set: change.set, ids: [change.id] });
  }
  const rows = changes.length + (also ? 1 : 0);
  const lockFirst = dialect === "postgres" && rows > 1;
  const statements = (lockFirst ? Math.ceil(rows / BATCH) : 0) + (also ? 1 : 0) + batchesOf(groups);
  if (statements >= rows) {
    const writes: RowWrite[] = changes.map((change) => ({
      id: change.id,
      write: (trx) => updateRows(trx, change.set, [change.id]),
    }));
    if (also) writes.push(also);
    for (const write of writes.sort((a, b) => a.id - b.id)) await write.write(trx);
    return;
  }
  if (lockFirst) {
    const ids = [...changes.map((change) => change.id), ...(also ? [also.id] : [])].sort((a, b) => a - b);
    for (let i = 0; i < ids.length; i += BATCH) {
      await trx
        .selectFrom("crawl_urls")
        .select("id")
        .where("id", "in", ids.slice(i, i + BATCH))
        .orderBy("id")
        .forNoKeyUpdate()
        .execute();
    }
  }
  if (also) await also.write(trx);
  for (const group of groups.values()) {
    for (let i = 0; i < group.ids.length; i += BATCH)
      await updateRows(trx, group.set, group.ids.slice(i, i + BATCH));
  }
}

const batchesOf = (groups: Map<string, { ids: number[] }>) =>
  [...groups.values()].reduce((sum, group) => sum + Math.ceil(group.ids.length / BATCH), 0);

async function updateRows(trx: Kysely<Database>, set: RowChange["set"], ids: number[]): Promise<void> {
  await trx.updateTable("crawl_urls").set(set).where("id", "in", ids).execute();
}

async function knownRows(trx: Kysely<Database>, crawlId: string, urls: string[]): Promise<KnownRow[]> {
  const rows: KnownRow[] = [];
  for (let i = 0; i < urls.length; i += BATCH) {
    rows.push(
      ...(await trx
        .selectFrom("crawl_urls")
        .select(["id", "url", "depth", "state", "skip_reason"])
        .where("crawl_id", "=", crawlId)
        .where("url", "in", urls.slice(i, i + BATCH))
        .execute()),
    );
  }
  return rows;
}

/** Why a new URL is not queued, or null; the page cap only when it was already reached (countAdmitted decides the rest). */
function skipReason(next: FoundUrl, rules: AdmissionRules, capReached: boolean): SkipReason | null {
  // Only links count towards max depth: a sitemap or canonical target is not a click away.
  const decision = rules.scope.decide(next.url, next.depth ?? 0);
  if (!decision.inScope) {
    if (decision.reason === "too-deep") return "depth";
    if (decision.reason === "too-long") return "too-long";
    if (decision.reason === "excluded" || decision.reason === "not-included") return "pattern";
    return "external";
  }
  if (rules.exact && next.foundVia !== "list" && next.foundVia !== "sitemap") return "not-listed";
  if (!rules.robotsAllows(next.url)) return "robots";
  if (!next.isResource && capReached) return "max-pages";
  return null;
}

/** One entry per URL: the shallowest depth, the first way it was found, a page if any mention is one. */
function mergeFound(found: FoundUrl[]): Map<string, FoundUrl> {
  const merged = new Map<string, FoundUrl>();
  for (const next of found) {
    const seen = merged.get(next.url);
    if (!seen) {
      merged.set(next.url, { ...next });
      continue;
    }
    if (next.depth !== null && (seen.depth === null || next.depth < seen.depth)) seen.depth = next.depth;
    if (!next.isResource) seen.isResource = false;
    if (next.inSitemap) seen.inSitemap = true;
  }
  return merged;
}
