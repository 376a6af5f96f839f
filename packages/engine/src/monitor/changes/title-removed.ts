import { contentRule, present } from "./change-rule";

/** The page had a title and has none (or an empty one) now. */
export const titleRemoved = contentRule("title_removed", (before, after) =>
  present(before.title) !== null && present(after.title) === null
    ? { before: before.title, after: null }
    : null,
);
