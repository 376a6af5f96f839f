import type { LookupFunction } from "./lookup.js";
import type { SiteFileCache } from "./site-file-cache.js";

export interface GatherTimeouts {
  /** DNS lookup, then TCP (and TLS) connect, per connection. */
  connectMs: number;
  /** Until the response headers arrive, per request; also the longest pause allowed inside a body. */
  headersMs: number;
  /** Whole fetch, all redirect hops and the body included (robots.txt has its own). */
  totalMs: number;
}

/** Options of `gatherPage`. Every field is optional; defaults are in `GATHER_DEFAULTS`. */
export interface GatherOptions {
  /**
   * Fetch loopback, private, link-local… addresses and any port. Off by
   * default; only for tests and local development.
   */
  allowPrivateNetworks?: boolean;
  /** DNS resolver with the `dns.lookup(host, { all: true }, cb)` shape. Default: `dns.lookup`. */
  lookup?: LookupFunction;
  timeouts?: Partial<GatherTimeouts>;
  /** Largest decoded (decompressed) page body, in bytes. */
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
  /** Also fetch robots.txt and llms.txt of the final origin. */
  fetchRobotsTxt?: boolean;
  /** robots.txt and llms.txt fetched by earlier pages of the same batch, reused (see site-file-cache.ts). */
  siteFiles?: SiteFileCache;
  /** Called with every address and port a socket is opened to. */
  onDial?: (address: string, port: number) => void;
}

export const GATHER_DEFAULTS = {
  allowPrivateNetworks: false,
  timeouts: { connectMs: 5_000, headersMs: 10_000, totalMs: 20_000 } satisfies GatherTimeouts,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 10,
  userAgent: "RankLensBot/0.1 (+https://github.com/ranklens)",
  fetchRobotsTxt: true,
  /** Google reads the first 500 KiB of a robots.txt and ignores the rest. */
  robotsTxtMaxBytes: 500 * 1024,
} as const;
