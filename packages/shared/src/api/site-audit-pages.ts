import { z } from "zod";
import { CrawlPageSchema } from "./site-audits";

/**
 * One crawled page in full (GET /crawls/:id/pages/:urlId, issue 16): what the crawl stored for it,
 * how the crawl reached it, where it redirects, and its links in and out.
 */

/** Links listed per direction; `total` says how many there are in all. */
export const CRAWL_PAGE_LINK_LIMIT = { default: 500, max: 500 } as const;

export const CrawlPageByUrlQuerySchema = z.object({
  /** The URL as the crawl spells it (the `url` of a page in /crawls/{id}/pages). */
  url: z.string().min(1, "Give the page's URL").max(2048, "URL must be at most 2,048 characters"),
});

export const CrawlPageDetailQuerySchema = z.object({
  /** Inlinks to skip (the next 500 of a page linked from every page of the site). */
  inlinksOffset: z.coerce.number().int().min(0, "Offset must be 0 or more").default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CRAWL_PAGE_LINK_LIMIT.max, `Limit must be at most ${CRAWL_PAGE_LINK_LIMIT.max}`)
    .default(CRAWL_PAGE_LINK_LIMIT.default),
});
export type CrawlPageDetailQuery = z.output<typeof CrawlPageDetailQuerySchema>;

/** A page check that did not pass on this page, with the engine's words for it. */
export const CrawlFailingCheckSchema = z.object({
  id: z.string(),
  /** "fail" | "warn" | "error" */
  status: z.string(),
  /** The check's title when failing; the id when the engine no longer knows the check. */
  title: z.string(),
  /** Why it matters. */
  description: z.string(),
  category: z.string().nullable(),
  learnMoreUrl: z.string().nullable(),
  displayValue: z.string().nullable(),
  /** The first items found (the crawl keeps at most 20); `itemCount` is how many there were. */
  items: z.array(z.record(z.string(), z.unknown())),
  itemCount: z.number().int(),
});
export type CrawlFailingCheck = z.infer<typeof CrawlFailingCheckSchema>;

export const CrawlPageFactsSchema = CrawlPageSchema.extend({
  errorMessage: z.string().nullable(),
  /** The crawl's id of the redirect target when it is in scope. */
  redirectUrlId: z.number().int().nullable(),
  transferredBytes: z.number().int().nullable(),
  ttfbMs: z.number().int().nullable(),
  /** The server answered 304: the analysis is carried over from the previous crawl. */
  notModified: z.boolean(),
  h1Count: z.number().int().nullable(),
  lang: z.string().nullable(),
  metaRobots: z.string().nullable(),
  xRobotsTag: z.string().nullable(),
  /** Insecure resources on an https page. */
  mixedContent: z.number().int(),
  /** "start" | "link" | "sitemap" | "redirect" | "canonical" | "hreflang" | "resource" */
  foundVia: z.string(),
  /** The page that first linked here; null for seeds. */
  firstSourceUrl: z.string().nullable(),
  failingChecks: z.array(CrawlFailingCheckSchema),
});
export type CrawlPageFacts = z.infer<typeof CrawlPageFactsSchema>;

/** One hop of a redirect chain, this page first; `status` null when the hop was never fetched. */
export const RedirectHopSchema = z.object({
  id: z.number().int().nullable(),
  url: z.string(),
  status: z.number().int().nullable(),
});
export type RedirectHop = z.infer<typeof RedirectHopSchema>;

export const CrawlInlinkSchema = z.object({
  sourceId: z.number().int(),
  sourceUrl: z.string(),
  anchor: z.string(),
  nofollow: z.boolean(),
  /** The link sits in navigation (nav, header, footer, aside). */
  inNav: z.boolean(),
});
export type CrawlInlink = z.infer<typeof CrawlInlinkSchema>;

export const CrawlOutlinkSchema = z.object({
  targetId: z.number().int(),
  url: z.string(),
  anchor: z.string(),
  nofollow: z.boolean(),
  inNav: z.boolean(),
  /** The target's status; null when it was not fetched (`skipReason` says why) or gave no response. */
  status: z.number().int().nullable(),
  /** "external" | "robots" | "depth" | "max-pages" | "pattern" | "too-long" | "not-listed" (a list or sitemap crawl), or null. */
  skipReason: z.string().nullable(),
});
export type CrawlOutlink = z.infer<typeof CrawlOutlinkSchema>;

/** One anchor text pointing at the page, across the crawl. */
export const CrawlAnchorSchema = z.object({
  anchor: z.string(),
  /** Links with this text (a navigation link counts once per page carrying it). */
  links: z.number().int(),
  /** Of those, the links without rel="nofollow". */
  followed: z.number().int(),
  /** "generic": says nothing of the target ("click here", "read more"); "empty": no text at all. */
  flag: z.enum(["generic", "empty"]).nullable(),
});
export type CrawlAnchor = z.infer<typeof CrawlAnchorSchema>;

export const CrawlPageDetailSchema = z.object({
  crawlId: z.string(),
  page: CrawlPageFactsSchema,
  redirectChain: z.object({
    /** From this page to the first hop that does not redirect (empty when the page does not redirect). */
    hops: z.array(RedirectHopSchema),
    /** The chain comes back to a URL already in it. */
    loop: z.boolean(),
  }),
  inlinks: z.object({ items: z.array(CrawlInlinkSchema), total: z.number().int() }),
  outlinks: z.object({ items: z.array(CrawlOutlinkSchema), total: z.number().int() }),
  /**
   * The site's crawls that fetched this URL, newest first (at most 12), this one among them: its
   * id in each (ids are per crawl) and what it answered there.
   */
  history: z.array(
    z.object({
      crawlId: z.string(),
      createdAt: z.string(),
      state: z.string(),
      urlId: z.number().int(),
      status: z.number().int().nullable(),
      indexable: z.boolean(),
      linkScore: z.number().int().nullable(),
    }),
  ),
  /** The anchor texts linking here, the most used first (at most 100; `total` distinct texts). */
  anchors: z.object({ items: z.array(CrawlAnchorSchema), total: z.number().int() }),
});
export type CrawlPageDetail = z.infer<typeof CrawlPageDetailSchema>;
