import { createCrawlScope, createUrlNormalizer } from "@ranklens/engine/site";
import type { CrawlSettings } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";

/**
 * A list crawl's URLs, checked before anything is stored: each line an http(s) URL on the site's
 * host (or its subdomains when the site includes them), written the way the crawl writes URLs
 * (the site's query-string rule), duplicates dropped, in the order given. The first line that is
 * not is named in the error, so the person fixes the list in place; nothing is stored or counted.
 * Async only to yield: a long list is checked in slices.
 */
export async function checkCrawlList(
  urls: readonly string[],
  startUrl: string,
  settings: CrawlSettings,
): Promise<string[]> {
  const onSite = createCrawlScope({ startUrl, includeSubdomains: settings.includeSubdomains });
  const normalize = createUrlNormalizer({ query: settings.query });
  const host = new URL(startUrl).host;
  const seen = new Set<string>();
  const list: string[] = [];
  for (const [index, line] of urls.entries()) {
    // A Pro list is 100,000 lines: other requests are answered between slices of it.
    if (index > 0 && index % LINES_PER_SLICE === 0) await new Promise((resume) => setImmediate(resume));
    const url = normalize(line);
    const decision = url === null ? null : onSite(url, 0);
    if (url === null || decision?.inScope === false) {
      const why =
        url === null || decision?.inScope !== false || decision.reason === "not-http"
          ? "is not an http(s) URL"
          : decision.reason === "too-long"
            ? "is longer than 2,047 characters"
            : `is not on ${host}${settings.includeSubdomains ? " or its subdomains" : ""}`;
      throw new AppError("INVALID_REQUEST", `Line ${index + 1} ${why}: ${shorten(line)}`, {
        details: { field: "urls", line: index + 1 },
      });
    }
    if (seen.has(url)) continue;
    seen.add(url);
    list.push(url);
  }
  return list;
}

/** A sitemap crawl's sitemap: an http(s) URL (any host: sitemaps are often on a CDN). */
export function checkSitemapUrl(input: string): string {
  const url = createUrlNormalizer({ query: { mode: "keep" } })(input);
  if (url === null)
    throw new AppError("INVALID_REQUEST", `The sitemap URL is not an http(s) URL: ${shorten(input)}`, {
      details: { field: "sitemapUrl" },
    });
  return url;
}

const shorten = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}...` : text);

/** Lines checked between two turns of the event loop. */
const LINES_PER_SLICE = 2_000;

/** Rows per insert of a list's URLs: three parameters each, far under SQLite's limit. */
const LIST_ROWS_PER_INSERT = 500;

/** Stores a checked list as a new crawl's URLs (crawl_list_urls), in order, for its first run to admit. */
export async function storeCrawlList(
  db: Kysely<Database>,
  crawlId: string,
  list: readonly string[],
): Promise<void> {
  for (let start = 0; start < list.length; start += LIST_ROWS_PER_INSERT) {
    await db
      .insertInto("crawl_list_urls")
      .values(
        list
          .slice(start, start + LIST_ROWS_PER_INSERT)
          .map((url, i) => ({ crawl_id: crawlId, position: start + i, url })),
      )
      .execute();
  }
}
