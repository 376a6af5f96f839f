import { intentConfidence } from "./intent-confidence";
import type { CueKind } from "./intent-cues";
import { keywordCuesOf } from "./intent-keyword-cues";
import type { LinkedSite } from "./intent-linked-sites";
import { nameEvidenceOf, siteNameIn } from "./intent-names";
import { pageLeanOf } from "./intent-page-lean";
import type { ProductName } from "./intent-product-names";
import type { SearchIntent } from "./keyword";
import type { PageType } from "./page-type";

/** Page-level facts that shift intent. */
export interface IntentPageSignals {
  /** The site's own name as phrases (`brand-terms.ts`). */
  brandTerms: readonly string[];
  /** What kind of page it is, from its schema.org types, Open Graph type and URL: a prior only. */
  pageType: PageType;
  /** The language of the page's text: chooses the cue words besides the English ones. */
  lang?: string | null;
  /** The other sites the page links to, by name (`intent-linked-sites.ts`). */
  linkedSites?: readonly LinkedSite[];
  /** Product, brand and organization names of the page (`intent-product-names.ts`). */
  productNames?: readonly ProductName[];
}

export interface IntentVerdict {
  intent: SearchIntent;
  /** 0..1; 0 for "unclear". */
  confidence: number;
  /**
   * The evidence, in words a user can check ("purchase word “buy”", "page type: article (og:type
   * article) leans informational (agrees)"); for "unclear", why ("no cue in the keyword…").
   */
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

/**
 * Heuristic search intent of one keyword, from the keyword's own evidence: its cue words
 * (`intent-cues.ts`) and whether it names the site, a site the page links to, or a product or brand
 * of the page (`intent-names.ts`), each one piece of evidence for an intent. The intent with the most
 * pieces wins; a tie, a keyword made only of cue words ("buy" says nothing about what is bought) or
 * one without any evidence is "unclear", whatever the page is. The page type is a prior: it raises
 * or lowers the confidence (`intent-confidence.ts`) and says why a keyword stayed unclear. Labelled
 * heuristic: without search-result data a query's intent cannot be known.
 */
export function classifyIntent(keyword: string, page: IntentPageSignals): IntentVerdict {
  const lean = pageLeanOf(page.pageType);
  const unclear = (...why: string[]): IntentVerdict => ({
    intent: "unclear",
    confidence: 0,
    signals: lean ? [...why, lean.signal] : why,
  });
  // The site's own name first: its words are a name, not cues ("best buy").
  const siteName = siteNameIn(keyword, page.brandTerms);
  const { cues, subject } = keywordCuesOf(siteName ? siteName.rest : keyword, page.lang);
  const name = siteName ? siteName.evidence : nameEvidenceOf(subject, page);
  const cueSignals = cues.map(({ kind, cue }) => `${CUE_INTENT[kind].label} “${cue}”`);
  if (cues.length > 0 && subject === "" && !name)
    return unclear(...cueSignals, "only cue words: nothing they qualify");
  const evidence: { intent: Decided; signal: string }[] = cues.map(({ kind }, i) => ({
    intent: CUE_INTENT[kind].intent,
    signal: cueSignals[i]!,
  }));
  if (name) evidence.push(name);
  if (evidence.length === 0) return unclear("no cue in the keyword: no intent word, site or product name");
  const signals = evidence.map((e) => e.signal);
  const winner = leaderOf(evidence.map((e) => e.intent));
  if (winner === null) return unclear(...signals, "cues point different ways");
  const agreeing = evidence.filter((e) => e.intent === winner).length;
  // What this page is says nothing about a search for another site ("facebook" on an article).
  const weighsPage = lean !== null && !name?.ofAnotherSite;
  const pageAgrees = weighsPage ? lean.intent === winner : null;
  if (weighsPage) signals.push(`${lean.signal} (${pageAgrees ? "agrees" : "disagrees"})`);
  const confidence = intentConfidence({ agreeing, conflicting: evidence.length - agreeing, pageAgrees });
  return { intent: winner, confidence, signals };
}

/** The intent with strictly the most votes; null on a tie. */
function leaderOf(votes: readonly Decided[]): Decided | null {
  const counts = new Map<Decided, number>();
  for (const v of votes) counts.set(v, (counts.get(v) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  return first && (!second || first[1] > second[1]) ? first[0] : null;
}
