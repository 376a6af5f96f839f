import type { CrawlResponse, PageFacts, SeoReport } from "@ranklens/engine";
import { hasBlockingDirective } from "@ranklens/engine/page-analysis";
import { type LinkBlock, linkBlocks } from "./link-blocks";
import type { PageAnalysis } from "./page-visit";
import { simhashHex, textKey } from "./text-fingerprints";

/** Items kept per failing check: enough for the screens to show, bounded for 100,000 pages. */
export const MAX_ITEMS_PER_CHECK = 20;

/** What a crawl keeps of one analysed HTML page (never its HTML), plus the URLs it leads to. */
export interface PageSummary extends Omit<PageAnalysis, "extracted" | "searched" | "rendering"> {
  blocks: LinkBlock[];
  /** Images, stylesheets and scripts the page loads, normalised. */
  resources: string[];
  hreflang: { lang: string; url: string }[];
}

/**
 * Condenses a page's facts and its full engine report into the row the crawl stores. `normalize`
 * is the crawl's URL normaliser (query rule included), so every URL here is spelt as the frontier
 * spells it and matches its row. `mainWords`: the main text's normalised words, as the analysis
 * read them (its `mainWords`).
 */
export function summarisePage(
  response: CrawlResponse,
  facts: PageFacts,
  report: SeoReport,
  normalize: (href: string) => string | null,
  mainWords: readonly string[],
): PageSummary {
  const h1s = report.headings.filter((heading) => heading.tag === "h1");
  const canonical = report.canonical === null ? null : normalize(report.canonical);
  const noindex = [report.robots.meta, report.robots.xRobotsTag].some(
    (directives) => directives !== null && hasBlockingDirective(directives),
  );
  const canonicalised = canonical !== null && canonical !== response.url;
  const resources = new Set<string>();
  for (const image of facts.images) addResolved(resources, image.src, normalize);
  for (const link of facts.linkTags)
    if (link.rel === "stylesheet") addResolved(resources, link.hrefRaw, normalize);
  for (const src of facts.scripts) addResolved(resources, src, normalize);
  const hreflang: PageSummary["hreflang"] = [];
  for (const entry of report.hreflang) {
    const url = normalize(entry.href);
    if (url !== null) hreflang.push({ lang: entry.lang.trim(), url });
  }
  return {
    title: report.title.text,
    description: report.metaDescription.text,
    h1: h1s[0]?.text ?? null,
    h1Count: h1s.length,
    wordCount: report.wordCount,
    lang: report.lang,
    textHash: textKey(facts.mainText),
    simhash: simhashHex(facts.mainText, mainWords),
    canonical,
    metaRobots: report.robots.meta,
    xRobotsTag: report.robots.xRobotsTag,
    indexable: !noindex && !canonicalised,
    nonIndexableReason: noindex ? "noindex" : canonicalised ? "canonicalised" : null,
    mixedContent: response.url.startsWith("https:") ? facts.insecureResources.length : 0,
    score: report.contentScore.seo,
    schemaTypes: report.jsonLd.types,
    failingChecks: report.checks
      .filter((check) => check.status === "fail" || check.status === "warn" || check.status === "error")
      .map((check) => ({
        id: check.id,
        status: check.status,
        displayValue: check.displayValue,
        items: check.items.slice(0, MAX_ITEMS_PER_CHECK),
        itemCount: check.items.length,
        ...(check.variant === undefined ? {} : { variant: check.variant }),
      })),
    blocks: linkBlocks(facts.anchors, normalize),
    resources: [...resources],
    hreflang,
  };
}

function addResolved(into: Set<string>, href: string, normalize: (href: string) => string | null): void {
  if (!href.trim() || href.trim().startsWith("data:")) return;
  const url = normalize(href);
  if (url !== null) into.add(url);
}
