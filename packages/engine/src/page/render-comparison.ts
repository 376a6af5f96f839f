import type { RenderOutcome } from "./gather/render/page-renderer";
import type { RenderSignal } from "./render-signals";
import type { SeoReport } from "./report";

/**
 * What JavaScript rendering changed on a page (issue 28): the signals a search engine reads, raw
 * HTML against rendered DOM, and the links only the rendered DOM has. One comparison for a
 * rendered crawl's pages and a rendered single-page analysis alike.
 */
export { RENDER_SIGNALS, type RenderSignal } from "./render-signals";

export interface RenderSignals {
  title: string | null;
  description: string | null;
  canonical: string | null;
  /** The robots meta tag's content (the X-Robots-Tag header is the same in both versions). */
  robots: string | null;
  h1: string | null;
  wordCount: number;
  /** Distinct link targets (the page's `<a href>`s). */
  links: number;
}

export interface RenderComparison {
  /** Why there is no rendered DOM; null when rendering built one. */
  failure: { code: string; message: string } | null;
  raw: RenderSignals;
  /** Null when rendering failed. */
  rendered: RenderSignals | null;
  changed: RenderSignal[];
  /** The first links found only after rendering (JS_ONLY_LINKS_KEPT); `jsOnlyLinkCount` counts them all. */
  jsOnlyLinks: string[];
  jsOnlyLinkCount: number;
  /** False when the page was still loading at the time limit (the DOM is what it had by then). */
  settled: boolean;
  requests: { fetched: number; skipped: number; failed: number };
  ms: number;
}

/**
 * One version of a page as the comparison reads it: its signals and its link targets, as the
 * caller knows them (a crawl normalises URLs by its own rules; see {@link versionOfReport}).
 */
export interface RenderedVersion {
  signals: Omit<RenderSignals, "links">;
  links: ReadonlySet<string>;
}

/** A single-page analysis's version of a page: its report's signals, its links resolved, without fragments. */
export function versionOfReport(
  report: Pick<SeoReport, "title" | "metaDescription" | "canonical" | "robots" | "headings" | "wordCount">,
  hrefs: Iterable<string | null>,
): RenderedVersion {
  const links = new Set<string>();
  for (const href of hrefs) {
    if (href === null || !/^https?:/i.test(href)) continue;
    links.add(href.split("#")[0]!);
  }
  return {
    signals: {
      title: report.title.text,
      description: report.metaDescription.text,
      canonical: report.canonical,
      robots: report.robots.meta,
      h1: report.headings.find((heading) => heading.tag === "h1")?.text ?? null,
      wordCount: report.wordCount,
    },
    links,
  };
}

/** JS-only links kept per page for display; the count covers them all. */
export const JS_ONLY_LINKS_KEPT = 20;

/**
 * Word counts closer than this are the same page (a cookie banner, a date): 10 words, or a tenth
 * of the larger count on long pages.
 */
function wordCountsDiffer(raw: number, rendered: number): boolean {
  return Math.abs(raw - rendered) >= Math.max(10, Math.round(Math.max(raw, rendered) / 10));
}

const renderSignals = ({ signals, links }: RenderedVersion): RenderSignals => ({
  ...signals,
  links: links.size,
});

/** Each signal compared raw against rendered, and the links only the rendered DOM has. */
export function compareRenderedVersions(
  raw: RenderedVersion,
  rendered: RenderedVersion,
  outcome: Extract<RenderOutcome, { ok: true }>,
): RenderComparison {
  const before = renderSignals(raw);
  const after = renderSignals(rendered);
  const jsOnly = [...rendered.links].filter((url) => !raw.links.has(url));
  const changed: RenderSignal[] = [];
  for (const signal of ["title", "description", "canonical", "robots", "h1"] as const)
    if (before[signal] !== after[signal]) changed.push(signal);
  if (wordCountsDiffer(before.wordCount, after.wordCount)) changed.push("wordCount");
  if (jsOnly.length > 0 || [...raw.links].some((url) => !rendered.links.has(url))) changed.push("links");
  return {
    failure: null,
    raw: before,
    rendered: after,
    changed,
    jsOnlyLinks: jsOnly.slice(0, JS_ONLY_LINKS_KEPT),
    jsOnlyLinkCount: jsOnly.length,
    settled: outcome.settled,
    requests: outcome.requests,
    ms: outcome.ms,
  };
}

/** A page rendering could not build: the raw analysis stands, and the failure is reported. */
export function failedRenderComparison(
  raw: RenderedVersion,
  outcome: Extract<RenderOutcome, { ok: false }>,
): RenderComparison {
  return {
    failure: { code: outcome.error.code, message: outcome.error.message },
    raw: renderSignals(raw),
    rendered: null,
    changed: [],
    jsOnlyLinks: [],
    jsOnlyLinkCount: 0,
    settled: false,
    requests: { fetched: 0, skipped: 0, failed: 0 },
    ms: outcome.ms,
  };
}
