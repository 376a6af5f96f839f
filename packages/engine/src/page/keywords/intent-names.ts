import type { LinkedSite } from "./intent-linked-sites";
import type { ProductName } from "./intent-product-names";
import type { SearchIntent } from "./keyword";
import { containsPhrase } from "./phrase-text";

export interface NameEvidence {
  intent: Exclude<SearchIntent, "unclear">;
  signal: string;
  /** The name of another site: a search for that site whatever this page is, so the page type is not weighed. */
  ofAnotherSite: boolean;
}

/**
 * The site's own name in a keyword ("acme" in "acme login"), and the keyword without it: the
 * rest is read for cues, so that the words of a name are not taken for cues ("best buy").
 */
export function siteNameIn(
  keyword: string,
  brandTerms: readonly string[],
): { evidence: NameEvidence; rest: string } | null {
  const padded = ` ${keyword} `;
  const term = brandTerms.find((t) => containsPhrase(padded, t));
  if (term === undefined) return null;
  // Between spaces, or inside a run of a script written without spaces ("腾讯" of "腾讯新闻").
  const rest = padded.includes(` ${term} `) ? padded.replace(` ${term} `, " ") : padded.replace(term, " ");
  return {
    evidence: { intent: "navigational", signal: `site name “${term}”`, ofAnotherSite: false },
    rest: rest.trim(),
  };
}

/**
 * What the subject of a keyword (its words besides cues: "raspberry pi" of "buy raspberry pi") is
 * searched for when it names another site or a product, the first that applies: the name of a site
 * the page links to (navigational: "facebook" next to a link to facebook.com), or a product, brand,
 * app or organization of the page (commercial, counted as "transactional": "raspberry pi" on the
 * page of a Raspberry Pi 5). Null when it names none. One piece of evidence at most: a brand that is
 * also a linked site must not count twice.
 */
export function nameEvidenceOf(
  subject: string,
  names: {
    linkedSites?: readonly LinkedSite[] | undefined;
    productNames?: readonly ProductName[] | undefined;
  },
): NameEvidence | null {
  if (subject === "") return null;
  // Domain names drop spaces and often hyphens: "raspberry pi" is raspberrypi.com.
  const squashed = subject.replaceAll(" ", "");
  const site = names.linkedSites?.find(
    ({ name }) => name === subject || name.replaceAll("-", "") === squashed,
  );
  if (site) {
    const signal = `name of a linked site “${site.name}” (${site.host})`;
    return { intent: "navigational", signal, ofAnotherSite: true };
  }
  const padded = ` ${subject} `;
  const product = names.productNames?.find(
    ({ haystack }) => containsPhrase(haystack, subject) || containsPhrase(padded, haystack.trim()),
  );
  if (product) {
    const signal = `product or brand name “${product.name}” (${product.source})`;
    return { intent: "transactional", signal, ofAnotherSite: false };
  }
  return null;
}
