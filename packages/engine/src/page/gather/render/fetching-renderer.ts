import type { PageToRender } from "../../analyze";
import type { CrawlFetcher } from "../crawl-fetcher";
import { GATHER_DEFAULTS } from "../gather-options";
import type { PageRenderer, RenderOutcome, SubresourceAnswer } from "./page-renderer";

/** Sub-request answers a renderer keeps, in bytes all told, and the largest one kept. */
const CACHE_BYTES = 32 * 1024 * 1024;
const CACHE_ENTRY_BYTES = 2 * 1024 * 1024;

/**
 * A way to render pages with the process's renderer, every sub-request answered by `fetcher` (its
 * SSRF rules, a crawl's staging access for the site's own hosts, its size cap): one per crawl, or
 * one per single-page analysis. Answers are shared across the pages by URL — the same script on
 * 10,000 pages is fetched once, not 10,000 times — within CACHE_BYTES, oldest out first; requests
 * for a URL already on its way wait for that answer instead of sending another.
 */
export function fetchingRenderer(
  renderer: PageRenderer,
  fetcher: CrawlFetcher,
  options: { blockTrackers: boolean },
): (page: PageToRender) => Promise<RenderOutcome> {
  const answers = new Map<string, Promise<SubresourceAnswer>>();
  const sizes = new Map<string, number>();
  let cachedBytes = 0;

  function keep(url: string, answer: SubresourceAnswer): void {
    const size = answer.body?.length ?? 0;
    // Only successful, modest answers are shared: an error may be gone on the next page.
    if (answer.status === null || answer.status >= 400 || size > CACHE_ENTRY_BYTES) {
      answers.delete(url);
      return;
    }
    sizes.set(url, size);
    cachedBytes += size;
    for (const [oldest, oldestSize] of sizes) {
      if (cachedBytes <= CACHE_BYTES) break;
      sizes.delete(oldest);
      answers.delete(oldest);
      cachedBytes -= oldestSize;
    }
  }

  async function fetchOnce(url: string): Promise<SubresourceAnswer> {
    const file = await fetcher.fetchFile(url, {
      maxBytes: GATHER_DEFAULTS.maxBytes,
      overLimit: "fail",
      accept: "*/*",
    });
    const answer: SubresourceAnswer = {
      status: file.status,
      contentType: file.contentType,
      body: file.bytes,
    };
    if (file.error) answer.errorCode = file.error.code;
    return answer;
  }

  function fetch(url: string): Promise<SubresourceAnswer> {
    const known = answers.get(url);
    if (known) return known;
    const pending = fetchOnce(url);
    answers.set(url, pending);
    pending.then((answer) => keep(url, answer)).catch(() => answers.delete(url));
    return pending;
  }

  return (page) => renderer.render({ ...page, fetch, blockTrackers: options.blockTrackers });
}
