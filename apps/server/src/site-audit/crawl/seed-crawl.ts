import type { CrawlFetcher } from "@ranklens/engine";
import type { CrawlMode } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { DialectName } from "../../db/dialect";
import { inTransaction } from "../../db/in-transaction";
import type { Database } from "../../db/schema";
import { type AdmissionRules, admitUrls, countAdmitted, type FoundUrl } from "./admit-urls";
import { readSitemaps, type SitemapRead } from "./read-sitemaps";
import type { RobotsBook } from "./robots-book";
import { checkStartVariants } from "./start-variants";

export interface SeedInput {
  db: Kysely<Database>;
  dialect: DialectName;
  fetcher: CrawlFetcher;
  robots: RobotsBook;
  rules: AdmissionRules;
  normalize(absoluteUrl: string): string | null;
  startUrl: string;
  now(): Date;
  /** What the crawl fetches (crawls.mode); the exact modes seed their URLs and nothing else. */
  mode: CrawlMode;
  /** Sitemap mode: the sitemap to read. */
  sitemapUrl: string | null;
}

/**
 * Starts the frontier, once per crawl. A spider crawl: the start URL at depth 0, then every page
 * the site's sitemaps list (those robots.txt names and `/sitemap.xml`), marked `in_sitemap` and
 * not yet at any click depth; where the start URL's http/https and www twins lead is recorded too.
 * A list or sitemap crawl: exactly its URLs (seedExactly). Written in one transaction, so a crawl
 * killed while seeding seeds again. A crawl that already has URLs only reads its start host's
 * robots.txt back. Resolves to why the crawl cannot go on (a sitemap crawl whose sitemap lists
 * nothing), or null.
 */
export async function seedCrawl(input: SeedInput): Promise<string | null> {
  const { db, rules } = input;
  const start = input.normalize(input.startUrl);
  if (start === null) throw new Error(`The start URL "${input.startUrl}" is not an http(s) URL.`);
  const origin = new URL(start).origin;
  await input.robots.load([start], input.fetcher, () => true);
  const seeded = await db
    .selectFrom("crawl_urls")
    .select("id")
    .where("crawl_id", "=", rules.crawlId)
    .limit(1)
    .executeTakeFirst();
  if (seeded) return null;

  if (input.mode !== "spider") return seedExactly(input);

  const roots = [...input.robots.sitemaps(origin), `${origin}/sitemap.xml`]
    .map((url) => input.normalize(url))
    .filter((url): url is string => url !== null);
  const { sitemaps, urls } = await readSitemaps(input.fetcher, roots);
  const variants = await checkStartVariants(input.fetcher, start);
  const found: FoundUrl[] = [{ url: start, depth: 0, foundVia: "start", isResource: false }];
  for (const loc of urls) {
    const url = input.normalize(loc);
    if (url !== null)
      found.push({ url, depth: null, foundVia: "sitemap", isResource: false, inSitemap: true });
  }
  await rules.scope.prepare(found.map((next) => next.url));
  await inTransaction(db, async (trx) => {
    await recordSitemaps(trx, rules.crawlId, sitemaps);
    if (variants.length > 0) {
      await trx
        .insertInto("crawl_start_variants")
        .values(
          variants.map((variant) => ({
            crawl_id: rules.crawlId,
            url: variant.url,
            is_start: variant.isStart ? 1 : 0,
            status: variant.status,
            final_origin: variant.finalOrigin,
            error: variant.error,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await countAdmitted(
      trx,
      input.dialect,
      rules,
      await admitUrls(trx, input.dialect, rules, found, { id: null }),
    );
  });
  return null;
}

/** URLs of a list read per query while seeding. */
const LIST_BATCH = 5_000;

/**
 * A list or sitemap crawl's frontier: exactly the listed URLs (crawl_list_urls, as the request
 * that started the crawl checked them) or the URLs of the one sitemap, admitted by the same rules
 * as any URL (robots.txt, the page cap), with the sitemap itself recorded for the sitemap checks.
 * robots.txt is read first for every host the URLs are on.
 */
async function seedExactly(input: SeedInput): Promise<string | null> {
  const { db, rules } = input;
  const found: FoundUrl[] = [];
  let sitemaps: SitemapRead[] = [];
  if (input.mode === "list") {
    for (let after = -1; ; ) {
      const rows = await db
        .selectFrom("crawl_list_urls")
        .select(["position", "url"])
        .where("crawl_id", "=", rules.crawlId)
        .where("position", ">", after)
        .orderBy("position")
        .limit(LIST_BATCH)
        .execute();
      if (rows.length === 0) break;
      after = rows.at(-1)!.position;
      for (const row of rows) found.push({ url: row.url, depth: null, foundVia: "list", isResource: false });
    }
  } else if (input.sitemapUrl !== null) {
    const read = await readSitemaps(input.fetcher, [input.sitemapUrl]);
    sitemaps = read.sitemaps;
    for (const loc of read.urls) {
      const url = input.normalize(loc);
      if (url !== null)
        found.push({ url, depth: null, foundVia: "sitemap", isResource: false, inSitemap: true });
    }
    // Nothing to crawl: the crawl fails saying why, rather than completing with no page.
    if (found.length === 0) {
      await recordSitemaps(db, rules.crawlId, sitemaps);
      const first = sitemaps[0];
      const why =
        first?.error ?? (first?.status && first.status >= 400 ? `it answered HTTP ${first.status}` : null);
      return why
        ? `The sitemap ${input.sitemapUrl} could not be read (${why}).`
        : `The sitemap ${input.sitemapUrl} lists no URL.`;
    }
  }
  const onSite = (url: string) => rules.scope.decide(url, 0).inScope;
  await input.robots.load(
    found.map((next) => next.url),
    input.fetcher,
    onSite,
  );
  await rules.scope.prepare(found.map((next) => next.url));
  await inTransaction(db, async (trx) => {
    await recordSitemaps(trx, rules.crawlId, sitemaps);
    await countAdmitted(
      trx,
      input.dialect,
      rules,
      await admitUrls(trx, input.dialect, rules, found, { id: null }),
    );
  });
  return null;
}

async function recordSitemaps(db: Kysely<Database>, crawlId: string, sitemaps: SitemapRead[]): Promise<void> {
  if (sitemaps.length === 0) return;
  await db
    .insertInto("crawl_sitemaps")
    .values(
      sitemaps.map((sitemap) => ({
        crawl_id: crawlId,
        url: sitemap.url,
        status: sitemap.status,
        kind: sitemap.kind,
        url_count: sitemap.urlCount,
        error: sitemap.error,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
