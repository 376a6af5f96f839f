import type { SearchIntent } from "./keyword";
import type { PageKind, PageType } from "./page-type";

type Decided = Exclude<SearchIntent, "unclear">;

/**
 * What a searcher who lands on each kind of page usually wants. A prior only: it raises or lowers
 * the confidence of what a keyword's own cues say, and never labels a keyword by itself (on an
 * article, "tarot cards" may still be a search for a shop).
 */
const PAGE_LEAN: Readonly<Record<PageKind, Decided>> = {
  article: "informational",
  guide: "informational",
  text: "informational",
  review: "transactional",
  product: "transactional",
  category: "transactional",
  home: "navigational",
};

export interface PageLean {
  intent: Decided;
  /** How the signal names the page ("page type: article (og:type article) leans informational"). */
  signal: string;
}

/** The intent the page type leans to, or null when nothing says what the page is. */
export function pageLeanOf({ kind, evidence }: PageType): PageLean | null {
  if (kind === null) return null;
  const intent = PAGE_LEAN[kind];
  return {
    intent,
    signal: `page type: ${kind === "text" ? "long text" : kind} (${evidence}) leans ${intent}`,
  };
}
