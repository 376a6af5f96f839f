import { defineCheck } from "../../check";
import { BOT_USER_AGENTS, blockingSources } from "../../computed/crawlability";
import { failed, passed, warned } from "../../outcome";
import { colonList } from "../../wording";

export default defineCheck({
  id: "is-crawlable",
  category: "crawlability",
  title: "Page isn’t blocked from indexing",
  failureTitle: "Page is blocked from indexing",
  description:
    "Search engines cannot list a page they are told not to index or not to crawl. A stray noindex (meta robots, X-Robots-Tag header) or a robots.txt Disallow removes the page from search results.",
  learnMoreUrl: "https://developer.chrome.com/docs/lighthouse/seo/is-crawlable/",
  requiredFacts: ["metas", "headers", "robotsTxt", "finalUrl"],
  scoreMode: "binary",
  defaultOptions: {},
  lighthouse: true,
  run(facts) {
    const blocked: string[] = [];
    let generic: string[] = [];
    for (const agent of BOT_USER_AGENTS) {
      const sources = blockingSources(facts, agent);
      if (sources.length > 0) blocked.push(agent ?? "all crawlers");
      if (agent === undefined) generic = sources;
    }
    if (blocked.length === BOT_USER_AGENTS.length) {
      return failed({
        advice: `Remove the directive that blocks indexing${colonList(generic)}.`,
        items: generic.map((value) => ({ value })),
      });
    }
    if (blocked.length > 0) {
      return warned({
        advice: `Some crawlers are blocked (${blocked.join(", ")}); make sure that is intended.`,
        items: blocked.map((value) => ({ value })),
        display: `Blocked: ${blocked.join(", ")}`,
        score: 1,
      });
    }
    return passed();
  },
});
