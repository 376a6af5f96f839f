import { duplicateGroups } from "./duplicate-groups";
import { defineSiteCheck, insertIssues } from "./site-check";

/** url = an indexable HTML page, related = another page of its group; detail.hash is the group key. */
export default defineSiteCheck({
  id: "duplicate-h1s",
  title: "Duplicate H1 headings",
  severity: "notice",
  description:
    "Pages with the same main heading look like the same topic to readers and search engines, which blurs which one should rank.",
  howToFix: "Give each page a main heading that names its own topic.",
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
    await insertIssues(db, crawlId, this.id, duplicateGroups(db, crawlId, "h1_hash", "h1"));
  },
});
