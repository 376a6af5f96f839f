import { duplicateGroups } from "./duplicate-groups";
import { defineSiteCheck, insertIssues } from "./site-check";

/** url = an indexable HTML page, related = another page of its group; detail.hash is the group key. */
export default defineSiteCheck({
  id: "duplicate-descriptions",
  title: "Duplicate meta descriptions",
  severity: "warning",
  description:
    "A meta description shared by several pages describes none of them well, so search engines tend to write their own snippet instead.",
  howToFix:
    "Write a description for each page that summarises its own content, or remove it where a generated snippet is better.",
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
    await insertIssues(db, crawlId, this.id, duplicateGroups(db, crawlId, "description_hash", "description"));
  },
});
