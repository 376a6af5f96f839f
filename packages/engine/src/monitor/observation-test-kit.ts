/** Test-only builders of observations and a runner that replays a page's history day by day. */
import { ENGINE_VERSION } from "../page/engine-version";
import { detectChanges } from "./detect-changes";
import type { DetectedChange, PageObservation } from "./observation";

const URL_ = "https://example.com/page";

/** An analysed observation of a healthy page; `overrides` change what a test is about. */
export function analysed(overrides: Partial<PageObservation> = {}): PageObservation {
  return {
    url: URL_,
    observedAt: "2026-11-01T06:00:00.000Z",
    status: 200,
    errorCode: null,
    finalUrl: URL_,
    robotsAllowed: true,
    title: "Blue widgets",
    metaDescription: "All about blue widgets.",
    h1: "Blue widgets",
    canonical: URL_,
    robots: null,
    noindex: false,
    wordCount: 6,
    seoScore: 80,
    readabilityScore: 60,
    performanceScore: 90,
    failingChecks: ["image-alt"],
    keywords: ["blue widgets"],
    mainText: "Blue widgets are the best widgets.",
    engineVersion: ENGINE_VERSION,
    ...overrides,
  };
}

/** An answer with an error status (or a 2xx without HTML): status set, no analysis. */
export function answered(status: number, overrides: Partial<PageObservation> = {}): PageObservation {
  return {
    ...analysed(),
    status,
    robotsAllowed: null,
    title: null,
    metaDescription: null,
    h1: null,
    canonical: null,
    robots: null,
    noindex: false,
    wordCount: null,
    seoScore: null,
    readabilityScore: null,
    performanceScore: null,
    failingChecks: [],
    keywords: [],
    mainText: null,
    ...overrides,
  };
}

/** No response at all (a timeout unless told otherwise). */
export function noResponse(errorCode = "TIMEOUT"): PageObservation {
  return { ...answered(200), status: null, errorCode, finalUrl: null };
}

/** The changes detected at each observation of `sequence`, replayed in order. */
export function changesAlong(sequence: readonly PageObservation[]): DetectedChange[][] {
  return sequence.map((current, i) => detectChanges(sequence.slice(0, i), current));
}

/** The change types detected at each observation of `sequence`. */
export function typesAlong(sequence: readonly PageObservation[]): string[][] {
  return changesAlong(sequence).map((changes) => changes.map((change) => change.type));
}
