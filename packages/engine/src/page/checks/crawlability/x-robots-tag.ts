import { defineCheck } from "../../check";
import { hasBlockingDirective } from "../../computed/crawlability";
import { failed, notApplicable, passed, warned } from "../../outcome";

export default defineCheck({
  id: "x-robots-tag",
  category: "crawlability",
  title: "No restrictive X-Robots-Tag header",
  failureTitle: "X-Robots-Tag header restricts indexing",
  description:
    "An X-Robots-Tag header applies robots directives invisibly (no trace in the HTML); a leftover noindex from a staging server removes pages from search.",
  requiredFacts: ["headers"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ headers }) {
    if (!headers) return notApplicable("Headers unknown (no network fetch)");
    const value = headers["x-robots-tag"];
    if (value === undefined) return passed();
    const directives = value.replace(/^[^,:]+:(?!\s*\d)/, "");
    if (hasBlockingDirective(directives))
      return failed({
        advice: `Remove “X-Robots-Tag: ${value}” from the server response if the page should be indexed.`,
        items: [{ value }],
        display: value,
      });
    if (/\b(nofollow|nosnippet|noimageindex|noarchive)\b/i.test(value)) {
      return warned({
        advice: `The X-Robots-Tag “${value}” limits how the page is shown or followed; check it is intended.`,
        items: [{ value }],
        display: value,
        score: 1,
      });
    }
    return passed({ display: value });
  },
});
