import { defineCheck } from "../../check";
import { failed, notApplicable, passed } from "../../outcome";
import { countLabel, shortUrl } from "../../wording";

/** Lighthouse's llms-txt audit (agentic-browsing category): a Markdown H1, a Markdown link and 50 characters. */
function formatProblems(body: string): string[] {
  const problems: string[] = [];
  if (/^\s*<(!doctype|html|head|body)\b/i.test(body)) problems.push("Looks like an HTML page, not Markdown");
  if (!/^\s*#\s+.+/m.test(body)) problems.push("No Markdown H1 (a first line such as “# Site name”)");
  if (!/\[.+\]\(.+\)/.test(body)) problems.push("No Markdown link ([title](url))");
  if (body.trim().length < 50) problems.push("Shorter than 50 characters");
  return problems;
}

export default defineCheck({
  id: "llms-txt",
  category: "ai-search",
  title: "/llms.txt is well-formed or absent",
  failureTitle: "/llms.txt is not a well-formed Markdown file",
  description:
    "llms.txt is a proposed Markdown summary of a site for AI tools (llmstxt.org): a title, a short description and links to the pages that matter. It is optional and no major AI search engine has said it reads one; a broken one helps nobody. The format rules are Lighthouse's.",
  learnMoreUrl: "https://llmstxt.org/",
  requiredFacts: ["llmsTxt"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ llmsTxt }) {
    if (!llmsTxt) return notApplicable("llms.txt not fetched");
    if (llmsTxt.status === null)
      return failed({
        advice: `/llms.txt could not be fetched (${llmsTxt.error ?? "no response"}); make ${shortUrl(llmsTxt.url)} answer or return 404.`,
        items: [{ value: llmsTxt.url, reason: llmsTxt.error ?? "no response" }],
        display: "Fetch failed",
      });
    if (llmsTxt.status >= 500)
      return failed({
        advice: `/llms.txt answers with HTTP ${llmsTxt.status}; fix the server or return 404.`,
        items: [{ value: llmsTxt.url, reason: `HTTP ${llmsTxt.status}` }],
        display: `HTTP ${llmsTxt.status}`,
      });
    if (llmsTxt.status >= 400 || llmsTxt.body === null) return notApplicable("No /llms.txt (it is optional)");
    const problems = formatProblems(llmsTxt.body);
    if (problems.length === 0) {
      const links = llmsTxt.body.match(/\[[^\]\n]+\]\([^)\n]+\)/g)?.length ?? 0;
      return passed({ display: countLabel(links, "link") });
    }
    return failed({
      advice: `Fix /llms.txt: ${problems.join("; ")}. Start it with “# Site name”, a one-line summary and a list of [page](url) links.`,
      items: problems.map((reason) => ({ value: llmsTxt.url, reason })),
      display: countLabel(problems.length, "problem"),
    });
  },
});
