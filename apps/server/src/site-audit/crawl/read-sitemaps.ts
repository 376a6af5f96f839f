import type { CrawlFetcher } from "@ranklens/engine";
import { parseSitemap, SITEMAP_MAX_BYTES } from "@ranklens/engine/site";

/** Sitemap files read per crawl, indexes included: a site with more is listing far beyond any plan's cap. */
export const MAX_SITEMAP_FILES = 200;
/** URLs taken from sitemaps per crawl (orphan checks need them even past max pages, but not without end). */
export const MAX_SITEMAP_URLS = 500_000;

export interface SitemapRead {
  url: string;
  status: number | null;
  kind: "urlset" | "sitemapindex" | null;
  urlCount: number;
  error: string | null;
}

export interface SitemapSeeds {
  sitemaps: SitemapRead[];
  /** Page URLs listed, as written, in the order read. */
  urls: string[];
}

/**
 * Reads the site's sitemaps breadth first: the ones robots.txt names, else `/sitemap.xml`, then
 * the children of every sitemap index, each file once, within the caps above and the parser's
 * (50 MB and 50,000 URLs per file, gzip by magic bytes). A file that cannot be read is recorded
 * with its status or error and the crawl goes on without it.
 */
export async function readSitemaps(fetcher: CrawlFetcher, roots: string[]): Promise<SitemapSeeds> {
  const queue = [...new Set(roots)];
  const seen = new Set(queue);
  const sitemaps: SitemapRead[] = [];
  const urls: string[] = [];
  while (queue.length > 0 && sitemaps.length < MAX_SITEMAP_FILES) {
    const url = queue.shift()!;
    const file = await fetcher.fetchFile(url, { maxBytes: SITEMAP_MAX_BYTES, overLimit: "fail" });
    if (file.bytes === null) {
      sitemaps.push({
        url,
        status: file.status,
        kind: null,
        urlCount: 0,
        error: file.error ? file.error.message : `HTTP ${file.status}`,
      });
      continue;
    }
    const parsed = parseSitemap(file.bytes);
    sitemaps.push({
      url,
      status: file.status,
      kind: parsed.kind,
      urlCount: parsed.entries.length,
      error: parsed.error?.message ?? null,
    });
    for (const entry of parsed.entries) {
      if (parsed.kind === "sitemapindex") {
        if (!seen.has(entry.loc)) {
          seen.add(entry.loc);
          queue.push(entry.loc);
        }
      } else if (urls.length < MAX_SITEMAP_URLS) {
        urls.push(entry.loc);
      }
    }
  }
  return { sitemaps, urls };
}
