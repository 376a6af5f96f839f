import { duplicateGroups } from "./duplicate-groups";
import { defineSiteCheck, insertIssues } from "./site-check";

/** url = an indexable HTML page, related = another page of its group; detail.hash is the group key. */
export default defineSiteCheck({
  id: "duplicate-titles",
  title: "Duplicate titles",
  severity: "warning",
  description:
    "Pages that share a title compete with each other in search results, and searchers cannot tell them apart; search engines may rewrite or ignore the title.",
  howToFix:
    "Give every indexable page a title that says what is unique about it (or, if the pages really are the same, keep one and canonicalise or redirect the rest).",
  affects: "url",
  columns: {
    url: "Page",
    related: "Same as",
    detail: [
      { key: "text", label: "Shared text" },
      { key: "pages", label: "Pages in group" },
    ],
  },
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(db, crawlId, this.id, duplicateGroups(db, crawlId, "title_hash", "title"));
  },
});
