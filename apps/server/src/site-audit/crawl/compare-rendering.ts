import { compareRenderedVersions, failedRenderComparison, type RenderedVersion } from "@ranklens/engine";
import type { RenderOutcome } from "@ranklens/engine/render";
import type { PageRendering } from "@ranklens/shared";
import type { PageSummary } from "./page-summary";

/** A crawled page's version for the engine's comparison: its summary's signals, the links the crawl follows (normalised, distinct). */
function versionOfSummary(summary: PageSummary): RenderedVersion {
  return {
    signals: {
      title: summary.title,
      description: summary.description,
      canonical: summary.canonical,
      robots: summary.metaRobots,
      h1: summary.h1,
      wordCount: summary.wordCount,
    },
    links: new Set(summary.blocks.flatMap((block) => block.links.map((link) => link.url))),
  };
}

/** What rendering changed on a crawled page (the engine's render-comparison.ts). */
export function compareRendering(
  raw: PageSummary,
  rendered: PageSummary,
  outcome: Extract<RenderOutcome, { ok: true }>,
): PageRendering {
  return compareRenderedVersions(versionOfSummary(raw), versionOfSummary(rendered), outcome);
}

/** A crawled page rendering could not build: the raw analysis stands, and the failure is reported. */
export function failedRendering(
  raw: PageSummary,
  outcome: Extract<RenderOutcome, { ok: false }>,
): PageRendering {
  return failedRenderComparison(versionOfSummary(raw), outcome);
}
