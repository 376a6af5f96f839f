import { contentRule, present } from "./change-rule";

/** The title reads differently, or appeared; its removal is `title_removed`. */
export const titleChanged = contentRule("title_changed", (before, after) => {
  const old = present(before.title);
  const now = present(after.title);
  return now !== null && now !== old ? { before: old, after: now } : null;
});
