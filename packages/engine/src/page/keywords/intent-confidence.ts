const ONE_PIECE = 0.6;
const TWO_AGREEING = 0.85;
const PER_CONFLICTING = 0.25;
const PAGE_SHIFT = 0.15;
// Without search-result data no guess from words is certain, nor worth showing below this.
const MIN = 0.3;
const MAX = 0.9;

/**
 * The confidence of a decided intent, on one scale so that its numbers mean the same on every page:
 * - one piece of evidence in the keyword (a cue word, or a site, brand or product name): 0.6;
 * - two or more pointing the same way: 0.85;
 * - each piece pointing another way: −0.25 (two for, one against: 0.6);
 * - the page type leaning the same way: +0.15 (one cue on a page that agrees: 0.75); another way: −0.15.
 * Kept within 0.3..0.9.
 */
export function intentConfidence(evidence: {
  /** Pieces of evidence for the intent chosen. */
  agreeing: number;
  /** Pieces of evidence for the other intents. */
  conflicting: number;
  /** Whether the page type leans to the intent chosen; null when nothing says what the page is. */
  pageAgrees: boolean | null;
}): number {
  const { agreeing, conflicting, pageAgrees } = evidence;
  const own = agreeing >= 2 ? TWO_AGREEING : ONE_PIECE;
  const page = pageAgrees === null ? 0 : pageAgrees ? PAGE_SHIFT : -PAGE_SHIFT;
  const confidence = own - PER_CONFLICTING * conflicting + page;
  return Math.round(Math.min(MAX, Math.max(MIN, confidence)) * 100) / 100;
}
