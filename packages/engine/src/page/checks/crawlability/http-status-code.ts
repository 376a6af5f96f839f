import { defineCheck, notApplicable } from "../../check";
import { failed, passed } from "../outcome";

export default defineCheck({
  id: "http-status-code",
  category: "crawlability",
  title: "Page has a successful HTTP status code",
  failureTitle: "Page has an unsuccessful HTTP status code",
  description:
    "Pages answering with a 4xx or 5xx status are treated as errors: search engines drop them from the index.",
  learnMoreUrl: "https://developer.chrome.com/docs/lighthouse/seo/http-status-code/",
  requiredFacts: ["status"],
  scoreMode: "binary",
  defaultOptions: {},
  lighthouse: true,
  run(facts) {
    if (facts.status === null) return notApplicable("Status unknown (no network fetch)");
    if (facts.status >= 400 && facts.status <= 599) {
      return failed(
        `The page answers with HTTP ${facts.status}; serve it with a 2xx status or remove links to it.`,
        [{ value: String(facts.status) }],
        `HTTP ${facts.status}`,
      );
    }
    return passed(`HTTP ${facts.status}`);
  },
});
