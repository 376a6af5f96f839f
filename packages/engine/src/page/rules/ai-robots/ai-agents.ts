import robots from "./robots.json" with { type: "json" };

/**
 * The AI crawlers and fetchers of the ai.robots.txt project's robots.json (MIT; see LICENSE
 * beside it), sorted into the three kinds a site owner decides about separately:
 *
 * - "training": collects pages to train models (GPTBot, ClaudeBot, Google-Extended, CCBot…);
 * - "search": indexes pages for an AI search engine's answers (OAI-SearchBot, PerplexityBot…);
 * - "user": fetches a page when a person asks an assistant to (ChatGPT-User, Claude-User…).
 *
 * The file describes each agent's "function" in free text; {@link kindOf} reads it, and the
 * agents whose operators document their purpose are named explicitly in {@link KNOWN}.
 */
export type AiAgentKind = "training" | "search" | "user";

export interface AiAgent {
  /** The user-agent token robots.txt names. */
  token: string;
  kind: AiAgentKind;
  /** Who runs it, in plain words ("OpenAI"); the file's text when not among the known ones. */
  operator: string;
  /** What blocking it means, in plain words: "ChatGPT search", "OpenAI model training". */
  product: string;
  /** Whether the operator says it obeys robots.txt: "yes", "no" or "unclear". */
  respectsRobotsTxt: "yes" | "no" | "unclear";
}

interface Entry {
  operator: string;
  respect: string;
  function: string;
  description: string;
}

/** Agents whose operators document what they do (sources: each operator's crawler page, linked in robots.json). */
const KNOWN: Readonly<Record<string, { kind: AiAgentKind; operator: string; product: string }>> = {
  GPTBot: { kind: "training", operator: "OpenAI", product: "OpenAI model training" },
  "OAI-SearchBot": { kind: "search", operator: "OpenAI", product: "ChatGPT search" },
  "ChatGPT-User": { kind: "user", operator: "OpenAI", product: "ChatGPT visiting pages for its users" },
  ClaudeBot: { kind: "training", operator: "Anthropic", product: "Anthropic (Claude) model training" },
  "anthropic-ai": { kind: "training", operator: "Anthropic", product: "Anthropic (Claude) model training" },
  "Claude-SearchBot": { kind: "search", operator: "Anthropic", product: "Claude search" },
  "Claude-User": { kind: "user", operator: "Anthropic", product: "Claude visiting pages for its users" },
  PerplexityBot: { kind: "search", operator: "Perplexity", product: "Perplexity search" },
  "Perplexity-User": {
    kind: "user",
    operator: "Perplexity",
    product: "Perplexity visiting pages for its users",
  },
  "Google-Extended": { kind: "training", operator: "Google", product: "Gemini model training and grounding" },
  "Applebot-Extended": { kind: "training", operator: "Apple", product: "Apple Intelligence model training" },
  CCBot: {
    kind: "training",
    operator: "Common Crawl",
    product: "Common Crawl's open data set (used to train many models)",
  },
  "meta-externalagent": { kind: "training", operator: "Meta", product: "Meta AI model training" },
  Bytespider: { kind: "training", operator: "ByteDance", product: "ByteDance model training" },
  Amazonbot: { kind: "search", operator: "Amazon", product: "Alexa answers" },
  DuckAssistBot: { kind: "search", operator: "DuckDuckGo", product: "DuckDuckGo AI answers" },
  "MistralAI-User": { kind: "user", operator: "Mistral AI", product: "Le Chat visiting pages for its users" },
};

/** The kind of an agent from the file's free-text "function" (assistants and agents fetch for users; search wording → search; the rest collects data). */
export function kindOf(functionText: string): AiAgentKind {
  const text = functionText.toLowerCase();
  if (/assistant|agent|user-initiated|on behalf of|user request/.test(text)) return "user";
  if (/search/.test(text)) return "search";
  return "training";
}

function respectOf(text: string): AiAgent["respectsRobotsTxt"] {
  const plain = text
    .replace(/^\[([^\]]*)\].*$/, "$1")
    .trim()
    .toLowerCase();
  if (plain.startsWith("yes")) return "yes";
  if (plain.startsWith("no")) return "no";
  return "unclear";
}

/** Every agent of the file, in its order. */
export const AI_AGENTS: readonly AiAgent[] = Object.entries(robots as Record<string, Entry>).map(
  ([token, entry]) => {
    const known = KNOWN[token];
    const kind = known?.kind ?? kindOf(entry.function);
    const operator = known?.operator ?? entry.operator.replace(/^\[([^\]]*)\].*$/, "$1");
    const product =
      known?.product ??
      (kind === "training"
        ? `${token} (AI training data)`
        : kind === "search"
          ? `${token} (AI search)`
          : `${token} (AI assistant)`);
    return { token, kind, operator, product, respectsRobotsTxt: respectOf(entry.respect) };
  },
);

/** Plain words for each kind, as the report says them. */
export const AI_AGENT_KINDS: Readonly<Record<AiAgentKind, { label: string; blocked: string }>> = {
  training: { label: "AI training crawlers", blocked: "excluded from AI training" },
  search: { label: "AI search crawlers", blocked: "blocked from AI search" },
  user: {
    label: "AI assistants fetching pages for users",
    blocked: "blocked from AI assistants' page visits",
  },
};
