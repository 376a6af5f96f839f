import { engineRule } from "./change-rule";

/**
 * Checks whose verdict follows the moment's network rather than the page (the server's time to
 * first byte): they would come and go from one day to the next. Their trend shows in the
 * performance score.
 */
const NOISY_CHECKS = new Set(["response-time"]);

/**
 * Checks that fail now and did not at the last analysis: one change for all of them. `before` is
 * null (none of them failed), `after` lists their ids, sorted, joined with ", ". A check that goes
 * on failing is not reported again; one that passed in between is.
 */
export const checkFailing = engineRule("check_failing", (before, after) => {
  const failedBefore = new Set(before.failingChecks);
  const added = after.failingChecks.filter((id) => !failedBefore.has(id) && !NOISY_CHECKS.has(id)).sort();
  return added.length > 0 ? { before: null, after: added.join(", ") } : null;
});
