import { contentRule } from "./change-rule";

/** Meta robots or X-Robots-Tag now keep the page out of the index. */
export const noindexAdded = contentRule("noindex_added", (before, after) =>
  !before.noindex && after.noindex ? { before: before.robots, after: after.robots } : null,
);
