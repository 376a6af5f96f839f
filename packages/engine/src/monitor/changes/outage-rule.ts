import { describeStatus } from "../observation-state";
import { type Failure, failureOf, outageAt } from "../outage";
import type { ChangeRule } from "./change-rule";

/**
 * The rule of an outage kind: reported at the observation that confirms the outage (a 4xx at
 * once, a 5xx or no response on the second failing observation in a row), once per outage, when
 * an answering observation precedes it. The kind is the confirming observation's.
 */
export function outageRule(type: Failure): ChangeRule {
  return {
    type,
    detect({ sequence, index, current }) {
      const outage = outageAt(sequence, index);
      if (!outage || outage.start === 0 || outage.alertAt !== index) return null;
      if (failureOf(current) !== type) return null;
      const lastAnswer = outage.start - 1;
      return {
        before: describeStatus(sequence[lastAnswer]!),
        after: describeStatus(current),
        previousIndex: lastAnswer,
      };
    },
  };
}
