import { defineCheck } from "../../check";
import { failed, listSome, passed, quote } from "../outcome";

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
  run(facts) {
    if (facts.titles.length <= 1) return passed();
    return failed(
      `Keep one <title>; the page has ${facts.titles.length}: ${listSome(facts.titles.map((t) => quote(t, 40)))}.`,
      facts.titles.map((value) => ({ value })),
      `${facts.titles.length} titles`,
    );
  },
});
