import { defineCheck } from "../../check";
import { failed, notApplicable, passed } from "../../outcome";
import { validateRobotsTxt } from "../../robots/robots-txt";
import { countLabel } from "../../wording";

export default defineCheck({
  id: "robots-txt",
  category: "crawlability",
  title: "robots.txt is valid",
  failureTitle: "robots.txt is not valid",
  description:
    "A malformed robots.txt can stop crawlers from understanding how you want your site crawled or indexed; a 5xx answer makes Google pause crawling the whole site.",
  learnMoreUrl: "https://developer.chrome.com/docs/lighthouse/seo/invalid-robots-txt/",
  requiredFacts: ["robotsTxt"],
  scoreMode: "binary",
  defaultOptions: {},
  lighthouse: true,
  run({ robotsTxt: robots }) {
    if (!robots) return notApplicable("robots.txt not fetched");
    if (robots.status === null) {
      return failed({
        advice: `robots.txt could not be fetched (${robots.error ?? "no response"}); make ${robots.url} reachable.`,
        items: [{ value: robots.url, reason: robots.error ?? "no response" }],
      });
    }
    if (robots.status >= 500) {
      return failed({
        advice: `robots.txt answers with HTTP ${robots.status}; fix the server so ${robots.url} returns 200 or 404.`,
        items: [{ value: robots.url, reason: `HTTP ${robots.status}` }],
      });
    }
    if (robots.status >= 400 || !robots.body)
      return notApplicable(robots.status >= 400 ? `HTTP ${robots.status}` : "Empty file");
    const errors = validateRobotsTxt(robots.body);
    if (errors.length === 0) return passed();
    return failed({
      advice: `Fix ${countLabel(errors.length, "line")} of robots.txt: line ${errors[0]!.line} “${errors[0]!.content}” (${errors[0]!.message}).`,
      items: errors.map((e) => ({ value: e.content, line: e.line, reason: e.message })),
      display: `${countLabel(errors.length, "error")} found`,
    });
  },
});
