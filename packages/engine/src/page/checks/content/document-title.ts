import { defineCheck } from "../../check";
import { failed, passed } from "../../outcome";

export default defineCheck({
  id: "document-title",
  category: "content",
  title: "Document has a `<title>` element",
  failureTitle: "Document doesn't have a `<title>` element",
  description:
    "The title is the headline of the search result and the name of the browser tab; it tells searchers and screen-reader users what the page is about.",
  learnMoreUrl: "https://dequeuniversity.com/rules/axe/4.10/document-title",
  requiredFacts: ["title", "titles"],
  scoreMode: "binary",
  defaultOptions: {},
  lighthouse: true,
  run({ title, titles }) {
    if (title) return passed();
    return failed({
      advice:
        titles.length > 0
          ? "The <title> element is empty: write a unique, descriptive title of 30–60 characters."
          : "Add a <title> element to <head>: a unique, descriptive title of 30–60 characters.",
    });
  },
});
