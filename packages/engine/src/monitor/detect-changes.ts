import { CHANGE_SEVERITY } from "./change-types";
import { CHANGE_RULES } from "./changes";
import type { ChangeContext } from "./changes/change-rule";
import { withoutConsequences } from "./consequences";
import type { DetectedChange, PageObservation } from "./observation";
import { isAnalysed } from "./observation-state";

/**
 * The changes `current` shows against the page's earlier observations (`history`, oldest first),
 * with their default severity; the first observation of a page shows none. Each `previousIndex`
 * points into `history`.
 *
 * What history is needed: content is compared with the last analysed observation, robots.txt with
 * the last one that read it, and outages are followed back to the last answer. A history cut
 * inside an outage takes it as already reported (no alert, and no "recovered" when it ends).
 * Only the baseline's `mainText` is read (for text_changed): earlier ones may be left null.
 * What one change explains is not reported again by another (consequences.ts).
 */
export function detectChanges(
  history: readonly PageObservation[],
  current: PageObservation,
): DetectedChange[] {
  const index = history.length;
  let baseline: ChangeContext["baseline"] = null;
  for (let i = index - 1; i >= 0; i--) {
    if (isAnalysed(history[i]!)) {
      baseline = { observation: history[i]!, index: i };
      break;
    }
  }
  const context: ChangeContext = { sequence: [...history, current], index, current, baseline };
  const changes: DetectedChange[] = [];
  for (const rule of CHANGE_RULES) {
    const found = rule.detect(context);
    if (found) changes.push({ type: rule.type, severity: CHANGE_SEVERITY[rule.type], ...found });
  }
  return withoutConsequences(changes);
}
