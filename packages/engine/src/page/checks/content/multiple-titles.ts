import { defineCheck } from "../../check";
import { failed, passed } from "../../outcome";
import { colonList, quote } from "../../wording";

export default defineCheck({
  id: "multiple-titles",
  category: "content",
  title: "Document has at most one `<title>`",
  failureTitle: "Document has several `<title>` elements",
  description:
    "Only the first `<title>` counts; extra ones are usually template mistakes that leave the wrong title in place.",
  requiredFacts: ["titles"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ titles }) {
    if (titles.length <= 1) return passed();
    return failed({
      advice: `Keep one <title>; the page has ${titles.length}${colonList(titles.map((t) => (t ? quote(t, 40) : "")))}.`,
      items: titles.map((value) => ({ value })),
      display: `${titles.length} titles`,
    });
  },
});
