import { duplicateGroups } from "./duplicate-groups";
import { defineSiteCheck, insertIssues } from "./site-check";

/** url = an indexable HTML page, related = another page of its group; detail.hash is the group key. */
export default defineSiteCheck({
  id: "duplicate-content",
  title: "Exact duplicate content",
  severity: "warning",
  description:
    "Indexable pages with the same main text make search engines pick one version to show and split links and signals between the copies.",
  howToFix:
    "Keep one page and redirect the copies to it, or mark the copies with a canonical link to the page you want to rank.",
  affects: "url",
  columns: {
    url: "Page",
    related: "Same as",
    detail: [{ key: "pages", label: "Pages in group" }],
  },
  defaultOptions: {},
  async run(db, crawlId) {
    await insertIssues(db, crawlId, this.id, duplicateGroups(db, crawlId, "text_hash", null));
  },
});
