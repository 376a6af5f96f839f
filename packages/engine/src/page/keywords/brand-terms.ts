import { normalizeWord } from "../../text/normalize-word";
import { scanWordStrings } from "../../text/word-scan";
import type { PageFacts } from "../extract/page-facts";
import { siteNameOfHost } from "./intent-site-name";
import { joinPhraseWords } from "./phrase-text";

const ACRONYM = /^\p{Lu}[\p{Lu}\p{N}]+$/u;

/**
 * The site's own name as keyword phrases: the whole `og:site_name` ("new york times"), its
 * acronyms ("bbc" of "BBC News") and the name the host is registered under ("nytimes" of
 * www.nytimes.com; "python" of docs.python.org, not "docs", a word of many keywords). Single
 * ordinary words of a longer name are not the brand: "new" of "The New York Times" must not make
 * "new zealand" navigational.
 */
export function brandTermsOf(facts: PageFacts): string[] {
  const terms = new Set<string>();
  const siteName = facts.metas.find((m) => m.property === "og:site_name")?.content ?? "";
  const words = scanWordStrings(siteName);
  if (words.length > 0) terms.add(joinPhraseWords(words.map(normalizeWord)));
  for (const w of words) if (ACRONYM.test(w)) terms.add(normalizeWord(w));
  try {
    const label = siteNameOfHost(new URL(facts.finalUrl).hostname);
    if (label && label.length > 2) terms.add(label.toLowerCase());
  } catch {
    // No usable URL: no host-name brand.
  }
  return [...terms];
}
