import type { SiteFileArtifact } from "../artifacts.js";

/**
 * Site files (robots.txt, llms.txt) already fetched, by URL, for callers that gather many pages
 * of the same sites in one go (a monitoring run): each file is then requested once per run
 * instead of once per page, which is what a polite client does (Google keeps a robots.txt for up
 * to a day). The promise is kept, so pages fetched at the same time share one request. Use one
 * cache with one fetch policy (user agent, network guard) only, and drop it with the run.
 */
export type SiteFileCache = Map<string, Promise<SiteFileArtifact>>;

/** The file at `url` from `cache`, fetched with `fetch` when it is not there yet (or no cache is given). */
export function cachedSiteFile(
  cache: SiteFileCache | undefined,
  url: string,
  fetch: () => Promise<SiteFileArtifact>,
): Promise<SiteFileArtifact> {
  if (!cache) return fetch();
  let file = cache.get(url);
  if (!file) {
    file = fetch();
    cache.set(url, file);
  }
  return file;
}
