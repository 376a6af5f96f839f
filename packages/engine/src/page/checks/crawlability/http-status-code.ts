import { defineCheck } from "../../check";
import { failed, notApplicable, passed } from "../../outcome";

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
  run({ status }) {
    if (status === null) return notApplicable("Status unknown (no network fetch)");
    if (status >= 400 && status <= 599) {
      return failed({
        advice: `The page answers with HTTP ${status}; serve it with a 2xx status or remove links to it.`,
        items: [{ value: String(status) }],
        display: `HTTP ${status}`,
      });
    }
    return passed({ display: `HTTP ${status}` });
  },
});
