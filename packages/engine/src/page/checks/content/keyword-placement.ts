import { defineCheck } from "../../check";
import { failed, notApplicable, passed, warned } from "../../outcome";

const PLACES = [
  ["title", "the title"],
  ["h1", "the H1"],
  ["metaDescription", "the meta description"],
  ["firstParagraph", "the first paragraph"],
  ["url", "the URL"],
] as const;

export default defineCheck({
  id: "keyword-placement",
  category: "content",
  title: "Top keyword appears in the prominent places",
  failureTitle: "Top keyword is missing from prominent places",
  description:
    "The page's most frequent keyword should also be in the title, H1, meta description, first paragraph and URL: these places tell search engines what the page is about.",
  requiredFacts: ["keywords"],
  // The items are the places the keyword is not in.
  itemsLabel: "Missing from",
  scoreMode: "graded",
  defaultOptions: { passAt: 4, warnAt: 2 },
  run({ keywords }, options) {
    const top = keywords[0];
    if (!top) return notApplicable("No keywords");
    const missing = PLACES.filter(([key]) => !top.prominence[key]);
    const present = PLACES.length - missing.length;
    const display = `“${top.keyword}”: ${present}/${PLACES.length} places`;
    const items = missing.map(([, label]) => ({ value: label, keyword: top.keyword }));
    const score = present / PLACES.length;
    if (present >= options.passAt) return passed({ display, items, score });
    const advice = `Use the top keyword “${top.keyword}” in ${missing.map(([, label]) => label).join(", ")}.`;
    if (present >= options.warnAt) return warned({ advice, items, display, score });
    return failed({ advice, items, display, score });
  },
});
