import { containsPhrase, phraseHaystack, withoutPluralS } from "./phrase-text";

/**
 * Whether a page whose top keywords are `keywords` already targets a keyword: the same phrase
 * (case, apostrophes and plural "s" aside: "widget" covers "Widgets") or a longer one holding it
 * as whole words ("blue widgets" covers "widgets"). What a keyword gap must not list: a phrase the
 * own site already ranks its pages for is no gap. Never across two keywords ("red blue" and
 * "widgets sale" do not cover "blue widgets").
 */
export function keywordCoverage(keywords: readonly string[]): (keyword: string) => boolean {
  // Each keyword padded with spaces; "|" between them is a word of no phrase, so none spans two.
  const haystack = withoutPluralS(keywords.map(phraseHaystack).join("|"));
  return (keyword) => containsPhrase(haystack, withoutPluralS(phraseHaystack(keyword).trim()));
}

/**
 * Whether `keyword` names the site at `host`: holds its first label as whole words ("rival" of
 * www.rival.example, in "rival" or "rival widgets"), with hyphens as spaces or none ("rival shop",
 * "rivalshop" of rival-shop.example). A competitor's name, alone or in a branded phrase, is no
 * keyword gap: nobody ranks for another company's name.
 */
export function isBrandedKeyword(keyword: string, host: string): boolean {
  const label =
    host
      .toLowerCase()
      .replace(/^www\./, "")
      .split(".")[0] ?? "";
  if (label === "") return false;
  const haystack = phraseHaystack(keyword);
  const joined = label.replaceAll("-", "");
  return (
    containsPhrase(haystack, label.replaceAll("-", " ")) ||
    containsPhrase(haystack, joined) ||
    haystack.replaceAll(" ", "") === joined
  );
}
