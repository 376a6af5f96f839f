import { contentRule, present } from "./change-rule";

/** The meta description reads differently, appeared or was removed. */
export const descriptionChanged = contentRule("description_changed", (before, after) => {
  const old = present(before.metaDescription)?.trim() ?? null;
  const now = present(after.metaDescription)?.trim() ?? null;
  return old !== now ? { before: old, after: now } : null;
});
