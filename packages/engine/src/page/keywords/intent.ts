import { UNSPACED_CLASS } from "../../text/unspaced-scripts";
import { type CueKind, cueMatcherFor } from "./intent-cues";
import type { SearchIntent } from "./keyword";
import type { PageType } from "./page-type";

/** Page-level facts that shift intent. */
export interface IntentPageSignals {
  /** The site's own name as phrases (`brand-terms.ts`). */
  brandTerms: readonly string[];
  /** What kind of page it is, from its schema.org types, Open Graph type and URL. */
  pageType: PageType;
  /** The language of the page's text: chooses the cue words besides the English ones. */
  lang?: string | null;
}

export interface IntentVerdict {
  intent: SearchIntent;
  /** 0..1; 0 for "unclear". */
  confidence: number;
  /** The cues found, in words a user can check ("purchase word “buy”", "page type: article (og:type article)"). */
  signals: string[];
}

type Decided = Exclude<SearchIntent, "unclear">;

/** What each kind of cue counts toward, and how it reads in a signal. */
const CUE_INTENT: Readonly<Record<CueKind, { intent: Decided; label: string }>> = {
  question: { intent: "informational", label: "question word" },
  learning: { intent: "informational", label: "learning word" },
  comparison: { intent: "transactional", label: "comparison word (commercial)" },
  purchase: { intent: "transactional", label: "purchase word" },
  navigation: { intent: "navigational", label: "navigation word" },
};

/** What a searcher reaching each kind of page wants, for keywords without a cue of their own. */
const PAGE_INTENT = {
  article: "informational",
  guide: "informational",
  text: "informational",
  review: "transactional",
  product: "transactional",
  category: "transactional",
} as const satisfies Record<string, Decided>;

/** Weight of a cue in the keyword itself, and of what the page is. */
const WORD_WEIGHT = 1;
const PAGE_WEIGHT = 0.5;

const UNSPACED = new RegExp(`[${UNSPACED_CLASS}]`, "u");

function containsCue(keyword: string, words: readonly string[], cue: string): boolean {
  // Scripts without spaces have no word boundaries to respect: "购买指南" holds "购买".
  if (UNSPACED.test(cue)) return keyword.includes(cue);
  if (!cue.includes(" ")) return words.includes(cue);
  return ` ${keyword} `.includes(` ${cue} `);
}

/**
 * Heuristic search intent of a keyword, from evidence only: cue words in the keyword (question,
 * learning, comparison, purchase and navigation words, weight 1 each), the site's own name
 * (navigational, 1; 1.5 on the home page) and what the page says it is (an article: informational; a
 * product, listing or review page: transactional; a guide by its title, or a long text that says nothing else:
 * informational; 0.5). The intent with the most weight wins;
 * confidence grows with its lead. No cue, or a tie between intents, gives "unclear" rather than a
 * guess. Labelled heuristic: without search-result data a query's intent cannot be known.
 */
export function classifyIntent(keyword: string, page: IntentPageSignals): IntentVerdict {
  const words = keyword.split(" ");
  const weights: Record<Decided, number> = { informational: 0, transactional: 0, navigational: 0 };
  const signals: string[] = [];
  const addCue = (kind: CueKind, cue: string) => {
    const { intent, label } = CUE_INTENT[kind];
    weights[intent] += WORD_WEIGHT;
    signals.push(`${label} “${cue}”`);
  };
  const matcher = cueMatcherFor(page.lang);
  for (const word of words) for (const kind of matcher.words.get(word) ?? []) addCue(kind, word);
  const padded = ` ${keyword} `;
  for (const { cue, padded: paddedCue, kind, unspaced } of matcher.texts) {
    // Scripts without spaces have no word boundaries to respect: "购买指南" holds "购买".
    if (unspaced ? keyword.includes(cue) : padded.includes(paddedCue)) addCue(kind, cue);
  }
  const brand = page.brandTerms.find((term) => containsCue(keyword, words, term));
  const { kind, evidence } = page.pageType;
  if (brand !== undefined) {
    const onHome = kind === "home";
    weights.navigational += WORD_WEIGHT + (onHome ? PAGE_WEIGHT : 0);
    signals.push(`site name “${brand}”${onHome ? " on its home page" : ""}`);
  }
  if (kind && kind !== "home") {
    weights[PAGE_INTENT[kind]] += PAGE_WEIGHT;
    signals.push(`page type: ${kind === "text" ? "long text" : kind} (${evidence})`);
  }
  // The intents ranked by weight, ties in the order above (informational, transactional,
  // navigational): the winner is the first with the top weight; the other two are second and third.
  const { informational, transactional, navigational } = weights;
  const top = Math.max(informational, transactional, navigational);
  const winner: Decided =
    informational === top ? "informational" : transactional === top ? "transactional" : "navigational";
  const [x, y] =
    winner === "informational"
      ? [transactional, navigational]
      : winner === "transactional"
        ? [informational, navigational]
        : [informational, transactional];
  const second = Math.max(x, y);
  const third = Math.min(x, y);
  if (top === 0 || top === second) return { intent: "unclear", confidence: 0, signals };
  // One page-type cue alone: 0.5; one cue word: 0.65; a cue word the page type agrees with: 0.8. Cues
  // for other intents take as much away.
  const confidence = Math.min(0.9, Math.max(0.35, 0.35 + 0.3 * top - 0.3 * (second + third)));
  return { intent: winner, confidence: Math.round(confidence * 100) / 100, signals };
}
