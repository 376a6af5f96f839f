import { z } from "zod";
import { CRAWL_LIMITS } from "./site-audit-settings";

/**
 * What a crawl fetches (issue 28). `spider` follows the links from the site's start URL, as
 * before; `list` fetches exactly the URLs given (Screaming Frog's list mode: re-checking a batch
 * of fixed pages, a migration's old URLs); `sitemap` fetches exactly the URLs one sitemap (or
 * sitemap index) lists. In the two exact modes nothing else is fetched: links, redirect targets
 * and resources are recorded as found but skipped, and the checks that need the whole site
 * (broken links, orphans, click depth…) are reported as not checked, never as passed.
 */
export const CRAWL_MODES = ["spider", "list", "sitemap"] as const;
export type CrawlMode = (typeof CRAWL_MODES)[number];

/** A URL of a list, as pasted: checked for being an http(s) URL on the site by the server. */
const ListedUrl = z.string().trim().min(1).max(2048, "A URL may be at most 2,048 characters");

/**
 * POST /sites/{id}/crawls body. Absent or `{ mode: "spider" }`: the site's usual crawl. A list
 * longer than the plan's pages per crawl is refused with the limit in the message.
 */
export const StartCrawlRequestSchema = z.discriminatedUnion("mode", [
  // `{}` (what clients sent before there were modes) is a spider crawl too.
  z.object({ mode: z.literal("spider").default("spider") }),
  z.object({
    mode: z.literal("list"),
    urls: z
      .array(ListedUrl)
      .min(1, "Paste at least one URL")
      .max(
        CRAWL_LIMITS.maxPages,
        `A list may hold at most ${CRAWL_LIMITS.maxPages.toLocaleString("en-US")} URLs`,
      ),
  }),
  z.object({ mode: z.literal("sitemap"), sitemapUrl: ListedUrl }),
]);
export type StartCrawlRequest = z.infer<typeof StartCrawlRequestSchema>;
