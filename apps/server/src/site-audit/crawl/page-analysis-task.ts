import type { CrawlResponse, NormalizeUrlOptions } from "@ranklens/engine";
import {
  buildReport,
  factsFromArtifacts,
  type PageArtifacts,
  pageInput,
  type RobotsTxtArtifact,
} from "@ranklens/engine/page-analysis";
import { createUrlNormalizer } from "@ranklens/engine/site";
import { poolTask } from "../../analysis-pool";
import { type PageSummary, summarisePage } from "./page-summary";

/** One version of a fetched page to analyse (the HTML fetched, or the DOM rendered): all plain data. */
export interface PageToAnalyse {
  response: CrawlResponse;
  html: string;
  fetchedAt: string;
  /** The page's origin's robots.txt as the crawl read it; null when it was not read. */
  robotsTxt: RobotsTxtArtifact | null;
  /** The crawl's query-string rule: its URL normaliser is rebuilt from it on the thread. */
  query: NormalizeUrlOptions["query"];
}

/**
 * The full single-page analysis of one version of a page and the summary the crawl keeps of it. A
 * task of the analysis pool: it runs on a worker thread, and only the summary (never the facts or
 * the report) comes back.
 */
export default function analysePage(page: PageToAnalyse): PageSummary {
  const { response, html, fetchedAt } = page;
  const facts = factsFromArtifacts(artifactsOf({ ...response, html }, fetchedAt, page.robotsTxt));
  // Computed once for the report and the summary (the main text's words, for its SimHash).
  const input = pageInput(facts);
  const report = buildReport(facts, { fetchedAt, input });
  const base = baseUrlOf(facts.baseHref, response.url);
  const normalize = normalizerFor(page.query);
  // A page names many of its targets more than once (1.6 hrefs a distinct one on postgresql-doc-15,
  // 2.2 on libstdc++'s API reference): each is parsed once.
  const resolved = new Map<string, string | null>();
  const resolve = (href: string) => {
    if (base === null) return null;
    let url = resolved.get(href);
    if (url === undefined) {
      url = normalize(href, base);
      resolved.set(href, url);
    }
    return url;
  };
  return summarisePage(response, facts, report, resolve, input.mainWords);
}

export const PAGE_ANALYSIS = poolTask(import.meta.url, analysePage);

type UrlNormalizer = ReturnType<typeof createUrlNormalizer>;

/**
 * What the page's links are resolved against, as an absolute URL: its <base href> (itself relative
 * to the page's URL) or the page's URL. Null when the base cannot be parsed, and then no link resolves.
 */
function baseUrlOf(baseHref: string | null, pageUrl: string): string | null {
  try {
    return new URL(baseHref ?? pageUrl, pageUrl).href;
  } catch {
    return null;
  }
}

// A thread serves every crawl of its process: one normaliser per query rule, the last few kept.
const normalizers = new Map<string, UrlNormalizer>();
const NORMALIZERS_KEPT = 16;

function normalizerFor(query: PageToAnalyse["query"]): UrlNormalizer {
  const key = JSON.stringify(query ?? null);
  let normalize = normalizers.get(key);
  if (!normalize) {
    if (normalizers.size >= NORMALIZERS_KEPT) normalizers.delete(normalizers.keys().next().value!);
    normalize = createUrlNormalizer({ query });
    normalizers.set(key, normalize);
  }
  return normalize;
}

function artifactsOf(
  response: CrawlResponse,
  fetchedAt: string,
  robotsTxt: RobotsTxtArtifact | null,
): PageArtifacts {
  return {
    url: response.url,
    finalUrl: response.url,
    fetchedAt,
    status: response.status,
    redirects: [],
    headers: response.headers,
    timings: response.timings,
    bytes: { transferred: response.bytes.transferred, decoded: response.bytes.decoded ?? 0 },
    charset: response.charset ?? { name: "utf-8", source: "default" },
    html: response.html ?? "",
    robotsTxt,
    llmsTxt: null,
  };
}
