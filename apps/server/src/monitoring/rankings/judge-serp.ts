import type { OrganicResult } from "../../search-data";

/** What a results page says of the project: where its site ranks, with which pages, and where its competitors do. */
export interface SerpJudgement {
  /** "ranked" at `position`, or "not_ranked": no page of the site in the results read. */
  state: "ranked" | "not_ranked";
  position: number | null;
  /** The site's best result. */
  url: string | null;
  /** Every result of the site, by position (two or more distinct pages: cannibalisation). */
  ownResults: Array<{ url: string; position: number }>;
  /** Each competitor's best position; null when it is not in the results. */
  competitors: Array<{ host: string; position: number | null }>;
}

/**
 * Reads a results page for a project. A result is the site's when its host is the site's host or
 * one of its subdomains (www aside): blog.example.com ranks for example.com, example.com.evil.net
 * does not. The same for each competitor.
 */
export function judgeSerp(
  organic: readonly OrganicResult[],
  siteHost: string,
  competitorHosts: readonly string[],
): SerpJudgement {
  const ownResults = organic
    .filter((result) => onHost(result.url, siteHost))
    .map((result) => ({ url: result.url, position: result.position }))
    .sort((a, b) => a.position - b.position);
  const best = ownResults[0] ?? null;
  return {
    state: best ? "ranked" : "not_ranked",
    position: best?.position ?? null,
    url: best?.url ?? null,
    ownResults,
    competitors: competitorHosts.map((host) => ({
      host,
      position: organic.find((result) => onHost(result.url, host))?.position ?? null,
    })),
  };
}

/** Whether the URL is on the host or one of its subdomains (www aside; the host may carry a port). */
export function onHost(url: string, host: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const bare = (h: string) => h.toLowerCase().replace(/^www\./, "");
  const site = bare(host);
  const candidate = bare(parsed.host);
  return candidate === site || candidate.endsWith(`.${site}`);
}

/** A URL as one page: its trailing-slash and fragment twins, and its case, are the same page. */
export const pageKey = (url: string) => url.replace(/#.*$/, "").replace(/\/+$/, "").toLowerCase();

/** Distinct pages among the site's results. */
export function distinctPages(ownResults: ReadonlyArray<{ url: string }>): number {
  return new Set(ownResults.map((result) => pageKey(result.url))).size;
}
