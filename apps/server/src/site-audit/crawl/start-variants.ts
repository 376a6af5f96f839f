import { isIP } from "node:net";
import type { CrawlFetcher } from "@ranklens/engine";

/** Where one address of the site ended up: the final origin after redirects, its status, or why none. */
export interface StartVariant {
  url: string;
  /** The start URL's own root (the address every variant should lead to), or one of its variants. */
  isStart: boolean;
  status: number | null;
  finalOrigin: string | null;
  error: string | null;
}

/**
 * The other addresses of the start URL's site a visitor or a link may use: its root over http and
 * https, with and without "www.". None for an address with an explicit port, an IP address or a
 * single-label host (a local or staging site has no such twins to check).
 */
export function startVariants(startUrl: string): string[] {
  const start = new URL(startUrl);
  const host = start.hostname;
  if (start.port !== "" || isIP(host.replace(/^\[|\]$/g, "")) !== 0 || !host.includes(".")) return [];
  const bare = host.replace(/^www\./, "");
  const own = `${start.protocol}//${host}/`;
  const all = ["https:", "http:"].flatMap((scheme) => [`${scheme}//${bare}/`, `${scheme}//www.${bare}/`]);
  return all.filter((url) => url !== own);
}

/** Bytes read of a 2xx answer: only where it ended matters. */
const PEEK_BYTES = 1_024;

/**
 * Fetches the start URL's root and each variant at once, following redirects through the crawl's
 * guarded fetcher, and records where each ended (once per crawl, while it is seeded). Empty when the start
 * URL has no variants.
 */
export async function checkStartVariants(fetcher: CrawlFetcher, startUrl: string): Promise<StartVariant[]> {
  const variants = startVariants(startUrl);
  if (variants.length === 0) return [];
  const root = `${new URL(startUrl).origin}/`;
  const visit = async (url: string, isStart: boolean): Promise<StartVariant> => {
    const file = await fetcher.fetchFile(url, { maxBytes: PEEK_BYTES, overLimit: "truncate" });
    return {
      url,
      isStart,
      status: file.status,
      finalOrigin: file.status === null ? null : new URL(file.finalUrl).origin,
      error: file.error?.message ?? null,
    };
  };
  // At once: a twin that never answers (https blackholed, say) costs its timeout once, not in turn.
  return Promise.all([visit(root, true), ...variants.map((url) => visit(url, false))]);
}
