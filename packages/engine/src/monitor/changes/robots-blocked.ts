import type { ChangeRule } from "./change-rule";

/**
 * robots.txt now disallows the page for a generic crawler, where the last observation that knew
 * (robots.txt read) allowed it. Not only analysed observations: robots.txt is read for error pages
 * with HTML too, and a blocked page is still fetched and analysed.
 */
export const robotsBlocked: ChangeRule = {
  type: "robots_blocked",
  detect({ sequence, index, current }) {
    if (current.robotsAllowed !== false) return null;
    for (let i = index - 1; i >= 0; i--) {
      const allowed = sequence[i]!.robotsAllowed;
      if (allowed === null) continue;
      return allowed ? { before: "Allowed", after: "Disallowed", previousIndex: i } : null;
    }
    return null;
  },
};
