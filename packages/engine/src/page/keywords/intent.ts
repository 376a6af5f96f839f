import type { SearchIntent } from "./keyword";

/** Lexical cues per intent (lower-case words or phrases), after the Semrush/DataForSEO lexicons (seo-anchors.md §6.3). */
export const INTENT_CUES: Readonly<Record<SearchIntent | "commercial", readonly string[]>> = {
  informational: [
    "how",
    "what",
    "why",
    "when",
    "who",
    "where",
    "guide",
    "tutorial",
    "tips",
    "examples",
    "example",
    "ideas",
    "definition",
    "meaning",
    "learn",
    "history",
    "explained",
    "introduction",
    "overview",
    "wie",
    "was",
    "warum",
    "comment",
    "pourquoi",
    "qué",
    "cómo",
    "como",
    "por qué",
    "come",
    "perché",
    "hoe",
    "wat",
    "anleitung",
    "guía",
  ],
  commercial: [
    "best",
    "top",
    "review",
    "reviews",
    "compare",
    "comparison",
    "alternative",
    "alternatives",
    "vs",
    "versus",
    "rating",
    "ratings",
    "test",
    "beste",
    "meilleur",
    "mejor",
    "migliore",
  ],
  transactional: [
    "buy",
    "price",
    "prices",
    "pricing",
    "cost",
    "cheap",
    "cheapest",
    "deal",
    "deals",
    "discount",
    "coupon",
    "order",
    "shop",
    "sale",
    "download",
    "sign up",
    "subscribe",
    "free trial",
    "near me",
    "hire",
    "book",
    "kaufen",
    "preis",
    "acheter",
    "prix",
    "comprar",
    "precio",
    "comprare",
    "prezzo",
    "kopen",
    "prijs",
    "preço",
  ],
  navigational: [
    "login",
    "log in",
    "sign in",
    "official",
    "contact",
    "account",
    "homepage",
    "website",
    "app",
  ],
};

/** Page-level facts that shift intent. */
export interface IntentPageSignals {
  /** Words of the site's own name/brand (from og:site_name and the host name). */
  brandWords: ReadonlySet<string>;
  /** JSON-LD says the page sells something (Product/Offer). */
  sellsProducts: boolean;
  /** JSON-LD or headings say the page is an article/how-to/FAQ. */
  isArticle: boolean;
}

export interface IntentVerdict {
  intent: SearchIntent;
  confidence: number;
  signals: string[];
}

function containsCue(words: readonly string[], phrase: string): boolean {
  if (!phrase.includes(" ")) return words.includes(phrase);
  return ` ${words.join(" ")} `.includes(` ${phrase} `);
}

/**
 * Heuristic intent of a keyword: lexical cues in the keyword (weight 1 each),
 * the site's brand (navigational, 1) and what the page is (0.5). Commercial
 * cues count half toward transactional. No cue → informational at 0.3
 * confidence, because most page text answers questions. Labelled heuristic.
 */
export function classifyIntent(keyword: string, page: IntentPageSignals): IntentVerdict {
  const words = keyword.split(" ");
  const weights: Record<SearchIntent, number> = { informational: 0, transactional: 0, navigational: 0 };
  const signals: string[] = [];
  for (const intent of ["informational", "transactional", "navigational"] as const) {
    for (const cue of INTENT_CUES[intent]) {
      if (containsCue(words, cue)) {
        weights[intent] += 1;
        signals.push(`${intent} word: ${cue}`);
      }
    }
  }
  for (const cue of INTENT_CUES.commercial) {
    if (containsCue(words, cue)) {
      weights.transactional += 0.5;
      signals.push(`commercial word: ${cue}`);
    }
  }
  if (words.some((w) => page.brandWords.has(w))) {
    weights.navigational += 1;
    signals.push("brand name");
  }
  const total = weights.informational + weights.transactional + weights.navigational;
  if (total === 0) {
    if (page.sellsProducts)
      return { intent: "transactional", confidence: 0.35, signals: ["page sells products"] };
    return { intent: "informational", confidence: 0.3, signals: ["no cue (default)"] };
  }
  if (page.sellsProducts) {
    weights.transactional += 0.5;
    signals.push("page sells products");
  }
  if (page.isArticle) {
    weights.informational += 0.5;
    signals.push("page is an article");
  }
  const ranked = (Object.entries(weights) as [SearchIntent, number][]).sort((a, b) => b[1] - a[1]);
  const [winner, runnerUp] = ranked as [[SearchIntent, number], [SearchIntent, number]];
  const sum = ranked.reduce((s, [, w]) => s + w, 0);
  const confidence = Math.min(0.9, 0.5 + (0.5 * (winner[1] - runnerUp[1])) / sum);
  return { intent: winner[0], confidence: Math.round(confidence * 100) / 100, signals };
}
