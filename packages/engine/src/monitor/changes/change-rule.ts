import type { ChangeType, PageObservation } from "../observation";
import { isAnalysed } from "../observation-state";

/** What the engine detects; competitor pages added or removed are found by the server from sitemaps. */
export type PageChangeType = Exclude<ChangeType, "competitor_page_added" | "competitor_page_removed">;

/** What one rule sees: the page's observations, oldest first, ending with the one just made. */
export interface ChangeContext {
  /** The earlier observations, then the current one. */
  sequence: readonly PageObservation[];
  /** Index of the current observation in `sequence` (the number of earlier ones). */
  index: number;
  current: PageObservation;
  /**
   * The last earlier observation that holds an analysis, with its index: what content is compared
   * with, so that a day without an answer in between neither removes nor changes anything.
   */
  baseline: { observation: PageObservation; index: number } | null;
}

/** A change a rule found: before and after as text for people, and what it was measured against. */
export interface ChangeFinding {
  before: string | null;
  after: string | null;
  /** Index in `sequence` of the earlier observation compared with. */
  previousIndex: number;
}

/**
 * One kind of change, Lighthouse-audit style: one rule per file, a pure `detect`. A rule reports a
 * condition when it appears, not on every observation while it lasts, and again after it cleared.
 */
export interface ChangeRule {
  type: PageChangeType;
  detect(context: ChangeContext): ChangeFinding | null;
}

type Comparison = { before: string | null; after: string | null } | null;

/**
 * A rule over the analysed content: compares the current observation, when it holds an analysis,
 * with the baseline. Nothing is compared on the first analysis of a page. Because the baseline
 * moves on with every analysis, a difference is reported once.
 */
export function contentRule(
  type: PageChangeType,
  compare: (before: PageObservation, after: PageObservation) => Comparison,
): ChangeRule {
  return {
    type,
    detect({ current, baseline }) {
      if (!baseline || !isAnalysed(current)) return null;
      const found = compare(baseline.observation, current);
      return found && { ...found, previousIndex: baseline.index };
    },
  };
}

/**
 * A {@link contentRule} over what the engine derives from a page (its main text, scores, check
 * verdicts) rather than what the page says (its title, canonical, robots): compared only between
 * two readings of the same engine version. An upgrade that reads pages better (the main text
 * without the menus) changes these for every page at once; reported, that would be a false alert
 * for each. The first reading after an upgrade is the next comparison's baseline.
 */
export function engineRule(
  type: PageChangeType,
  compare: (before: PageObservation, after: PageObservation) => Comparison,
): ChangeRule {
  return contentRule(type, (before, after) =>
    before.engineVersion !== null && before.engineVersion === after.engineVersion
      ? compare(before, after)
      : null,
  );
}

/** Null for a missing or blank text: an empty `<title>` is no title. */
export function present(text: string | null): string | null {
  return text === null || text.trim() === "" ? null : text;
}
