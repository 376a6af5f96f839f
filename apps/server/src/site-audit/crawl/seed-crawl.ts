import type { CrawlFetcher } from "@ranklens/engine";
import type { Kysely } from "kysely";
import type { DialectName } from "../../db/dialect";
import { inTransaction } from "../../db/in-transaction";
import type { Database } from "../../db/schema";
import { type AdmissionRules, admitUrls, type FoundUrl } from "./admit-urls";
import { readSitemaps } from "./read-sitemaps";
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
}

/**
 * Starts the frontier, once per crawl: the start URL at depth 0, then every page the site's
 * sitemaps list (those robots.txt names and `/sitemap.xml`), marked `in_sitemap` and not yet at
 * any click depth. Where the start URL's http/https and www twins lead is recorded too. Written in one transaction, so a crawl killed while seeding seeds again. A
 * crawl that already has URLs only reads its start host's robots.txt back.
 */
export async function seedCrawl(input: SeedInput): Promise<void> {
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
  if (seeded) return;

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
    if (sitemaps.length > 0) {
      await trx
        .insertInto("crawl_sitemaps")
        .values(
          sitemaps.map((sitemap) => ({
            crawl_id: rules.crawlId,
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
    await admitUrls(trx, input.dialect, rules, found, null);
  });
}
