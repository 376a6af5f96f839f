import type { RenderOutcome } from "@ranklens/engine/render";
import type { PageRendering, RenderSignal, RenderSignals } from "@ranklens/shared";
import type { PageSummary } from "./page-summary";

/** JS-only links kept per page for display; the count covers them all. */
export const JS_ONLY_LINKS_KEPT = 20;

/**
 * Word counts closer than this are the same page (a cookie banner, a date): 10 words, or a tenth
 * of the larger count on long pages.
 */
function wordCountsDiffer(raw: number, rendered: number): boolean {
  return Math.abs(raw - rendered) >= Math.max(10, Math.round(Math.max(raw, rendered) / 10));
}

/** The links the crawl follows from a page: distinct targets of its `<a href>`s. */
function linkTargets(summary: PageSummary): Set<string> {
  return new Set(summary.blocks.flatMap((block) => block.links.map((link) => link.url)));
}

export function renderSignals(summary: PageSummary): RenderSignals {
  return {
    title: summary.title,
    description: summary.description,
    canonical: summary.canonical,
    robots: summary.metaRobots,
    h1: summary.h1,
    wordCount: summary.wordCount,
    links: linkTargets(summary).size,
  };
}

/**
 * What rendering changed on a page: each signal compared raw against rendered, and the links only
 * the rendered DOM has (what a crawler that does not run scripts never finds).
 */
export function compareRendering(
  raw: PageSummary,
  rendered: PageSummary,
  outcome: Extract<RenderOutcome, { ok: true }>,
): PageRendering {
  const before = renderSignals(raw);
  const after = renderSignals(rendered);
  const rawLinks = linkTargets(raw);
  const renderedLinks = linkTargets(rendered);
  const jsOnly = [...renderedLinks].filter((url) => !rawLinks.has(url));
  const changed: RenderSignal[] = [];
  for (const signal of ["title", "description", "canonical", "robots", "h1"] as const)
    if (before[signal] !== after[signal]) changed.push(signal);
  if (wordCountsDiffer(before.wordCount, after.wordCount)) changed.push("wordCount");
  if (jsOnly.length > 0 || [...rawLinks].some((url) => !renderedLinks.has(url))) changed.push("links");
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
export function failedRendering(
  raw: PageSummary,
  outcome: Extract<RenderOutcome, { ok: false }>,
): PageRendering {
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
