import { defineCheck } from "../../check";
import { passed, warned } from "../../outcome";

/** Robots directives that govern AI use of a page, and what each does, in plain words. */
const AI_DIRECTIVES: Readonly<Record<string, string>> = {
  noai: "Non-standard: asks AI systems not to use the page; no major AI crawler documents honouring it",
  noimageai:
    "Non-standard: asks AI systems not to use the page's images; no major AI crawler documents honouring it",
  nosnippet: "Google shows no snippet and does not use the page in AI Overviews or AI Mode",
  "max-snippet:0": "Google shows no snippet and does not use the page in AI Overviews or AI Mode",
  noarchive: "Bing does not use the page in Copilot answers",
  nocache: "Bing uses only the URL, title and snippet in Copilot answers",
};

// Directives that carry a value after a colon; any other "name:" at the start names a crawler.
const VALUED = new Set(["max-snippet", "max-image-preview", "max-video-preview", "unavailable_after"]);

// A header value may start with a crawler name ("googlebot: nosnippet"); the rest is the directives.
function directivesOf(value: string): string[] {
  const prefixed = /^\s*([a-z][\w.-]*)\s*:\s*(.*)$/is.exec(value);
  const body = prefixed && !VALUED.has(prefixed[1]!.toLowerCase()) ? prefixed[2]! : value;
  return body.split(",").map((d) =>
    d
      .trim()
      .toLowerCase()
      .replace(/\s*:\s*/, ":"),
  );
}

export default defineCheck({
  id: "ai-directives",
  category: "ai-search",
  title: "No robots directives limit AI use of the page",
  failureTitle: "Robots directives limit AI use of the page",
  description:
    "Some robots directives in a meta tag or X-Robots-Tag header decide whether AI answers may use a page: nosnippet and max-snippet:0 keep it out of Google's AI Overviews, noarchive and nocache limit Bing's Copilot. noai and noimageai are non-standard wishes that no major AI crawler documents honouring.",
  requiredFacts: ["metas", "headers"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ metas, headers }) {
    const sources: { source: string; value: string }[] = [];
    for (const meta of metas) {
      if (!meta.inHead || !meta.name) continue;
      if (meta.name === "robots" || meta.name === "googlebot" || meta.name === "bingbot")
        sources.push({ source: `<meta name="${meta.name}">`, value: meta.content });
    }
    const header = headers?.["x-robots-tag"];
    if (header) sources.push({ source: "X-Robots-Tag", value: header });
    const items = [];
    for (const { source, value } of sources) {
      for (const directive of directivesOf(value)) {
        const effect = AI_DIRECTIVES[directive];
        if (effect) items.push({ value: directive, reason: effect, source });
      }
    }
    if (items.length === 0) return passed();
    const names = [
      ...new Set(
        items.map((i) => (i.reason.startsWith("Non-standard") ? `${i.value} (non-standard)` : i.value)),
      ),
    ];
    // Informational: a site may choose these; they are listed so the choice is a known one.
    return warned({
      advice: `The page sets ${names.join(", ")}: ${items[0]!.reason}. Keep them only if AI answers should not use the page.`,
      items,
      display: names.join(", "),
      score: 1,
    });
  },
});
