import { describeStatus } from "../observation-state";
import { failureOf, outageAt, wasReported } from "../outage";
import type { ChangeRule } from "./change-rule";

/** The page answers again after an outage that was reported (an unconfirmed blip is no news). */
export const pageRecovered: ChangeRule = {
  type: "page_recovered",
  detect({ sequence, index, current }) {
    if (failureOf(current) !== null || index === 0) return null;
    const outage = outageAt(sequence, index - 1);
    if (!outage || !wasReported(outage, index - 1)) return null;
    return {
      before: describeStatus(sequence[index - 1]!),
      after: describeStatus(current),
      previousIndex: index - 1,
    };
  },
};
