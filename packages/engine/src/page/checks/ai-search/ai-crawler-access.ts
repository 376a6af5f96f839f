import { defineCheck } from "../../check";
import { robotsTxtOf } from "../../computed/crawlability";
import { failed, notApplicable, passed, warned } from "../../outcome";
import { matchingRule } from "../../robots/robots-txt";
import { AI_AGENT_KINDS, AI_AGENTS, type AiAgent, type AiAgentKind } from "../../rules/ai-robots/ai-agents";
import { listSome } from "../../wording";

/** The training crawlers whose blocking means "excluded from AI training" for the big model makers. */
const MAJOR_TRAINING = [
  "GPTBot",
  "ClaudeBot",
  "Google-Extended",
  "Applebot-Extended",
  "meta-externalagent",
  "CCBot",
];

export default defineCheck({
  id: "ai-crawler-access",
  category: "ai-search",
  title: "AI search crawlers and assistants may read the page",
  failureTitle: "robots.txt keeps AI search crawlers or assistants out",
  description:
    "AI search engines (ChatGPT search, Perplexity, Claude) and assistants fetching a page for a user each obey their own robots.txt group; blocking them keeps the page out of their answers. Blocking AI training crawlers is a separate choice and does not affect search. Agents and kinds come from the ai.robots.txt project's list.",
  learnMoreUrl: "https://github.com/ai-robots-txt/ai.robots.txt",
  requiredFacts: ["robotsTxt", "finalUrl"],
  scoreMode: "graded",
  defaultOptions: {},
  run({ robotsTxt, finalUrl }) {
    if (!robotsTxt) return notApplicable("robots.txt not fetched");
    if (robotsTxt.status === null || robotsTxt.status >= 500)
      return notApplicable("robots.txt unreachable (crawlers then assume everything is blocked)");
    const robots = robotsTxt.status < 400 && robotsTxt.body ? robotsTxtOf(robotsTxt.body) : null;
    const blocked: Record<AiAgentKind, AiAgent[]> = { training: [], search: [], user: [] };
    const items = [];
    for (const agent of AI_AGENTS) {
      const rule = robots ? matchingRule(robots, finalUrl, agent.token) : null;
      if (!rule || rule.allow) continue;
      blocked[agent.kind].push(agent);
      items.push({
        value: agent.token,
        reason: `${agent.kind === "training" ? "excluded from" : "blocked from"} ${agent.product}`,
        kind: AI_AGENT_KINDS[agent.kind].label,
        line: rule.line,
      });
    }
    const training = trainingWords(blocked.training);
    const visible = [...blocked.search, ...blocked.user];
    if (visible.length === 0) {
      return passed({ display: `Open to AI search and assistants; ${training}`, items });
    }
    const named = visible.map((a) => a.product);
    const display = `Blocked from ${listSome(named, 2)}; ${training}`;
    const advice = `robots.txt keeps ${listSome(visible.map((a) => a.token))} out, so the page is blocked from ${listSome(named)}. If the page should appear in AI answers, allow them (their groups are separate from the training crawlers').`;
    // Everything AI-related blocked reads as deliberate policy; some is often an accident of a broad rule.
    const share = visible.length / AI_AGENTS.filter((a) => a.kind !== "training").length;
    if (share === 1) return failed({ advice, items, display, score: 0 });
    return warned({ advice, items, display, score: 0.5 });
  },
});

function trainingWords(blocked: readonly AiAgent[]): string {
  if (blocked.length === 0) return "open to AI training";
  const tokens = new Set(blocked.map((a) => a.token));
  if (MAJOR_TRAINING.every((t) => tokens.has(t))) return "excluded from AI training";
  return `excluded from ${listSome(
    blocked.map((a) => a.product),
    2,
  )}`;
}
