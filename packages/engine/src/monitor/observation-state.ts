import type { PageObservation } from "./observation";

/**
 * Whether the observation holds an analysis (the page answered 2xx with HTML that had text).
 * Only these are compared field by field: a day of 5xx has no title, which is no "title removed".
 * Told by the word count, not the main text, so a history read back without its texts still says.
 */
export function isAnalysed(observation: PageObservation): boolean {
  return observation.wordCount !== null;
}

/** The status as people read it: "HTTP 503", or why no response came back. */
export function describeStatus(observation: PageObservation): string {
  if (observation.status !== null) return `HTTP ${observation.status}`;
  return `No response (${observation.errorCode ?? "unknown error"})`;
}
