import type { PageChangeType } from "./changes/change-rule";
import type { DetectedChange } from "./observation";

/**
 * Checks that fail because of a change already reported: the same fact seen by a check. A page
 * that gains `noindex` also fails is-crawlable, and its SEO score falls with it; reporting all
 * three tells the user one thing three times, with the cause last in their attention.
 */
export const EXPLAINED_CHECKS: Readonly<Partial<Record<PageChangeType, readonly string[]>>> = {
  noindex_added: ["is-crawlable", "x-robots-tag"],
  // A robots.txt rule that blocks the page blocks AI crawlers' access with it (ai-crawler-access).
  robots_blocked: ["is-crawlable", "ai-crawler-access"],
  title_removed: ["document-title", "title-length"],
};

/** The separator of check_failing's list of check ids (check-failing.ts). */
const LIST = ", ";

/**
 * `changes` without what another of them explains: check_failing keeps only the checks no other
 * change explains (and goes when none is left), and score_dropped goes when every check that
 * newly failed is explained, since the drop then comes from the cause already reported. A drop
 * with no newly failing check, or with one nothing explains, stays.
 */
export function withoutConsequences(changes: readonly DetectedChange[]): DetectedChange[] {
  const explained = new Set(
    changes.flatMap((change) => EXPLAINED_CHECKS[change.type as PageChangeType] ?? []),
  );
  if (explained.size === 0) return [...changes];
  const failing = changes.find((change) => change.type === "check_failing");
  const newlyFailing = failing?.after?.split(LIST) ?? [];
  const unexplained = newlyFailing.filter((id) => !explained.has(id));
  const dropExplained = newlyFailing.length > 0 && unexplained.length === 0;
  return changes.flatMap((change) => {
    if (change.type === "check_failing")
      return unexplained.length > 0 ? [{ ...change, after: unexplained.join(LIST) }] : [];
    if (change.type === "score_dropped" && dropExplained) return [];
    return [change];
  });
}
