import { contentRule, present } from "./change-rule";

/** The first H1 reads differently, appeared or was removed. */
export const h1Changed = contentRule("h1_changed", (before, after) => {
  const old = present(before.h1);
  const now = present(after.h1);
  return old !== now ? { before: old, after: now } : null;
});
