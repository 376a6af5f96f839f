import { containsPhrase, phraseHaystack, placeHaystack, withoutPluralS } from "./phrase-text";

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
 * Whether `text` holds a keyword as whole words, wherever and however seldom: case, apostrophes
 * and plural "s" aside ("option" covers "options"), a hyphenated word standing for its parts too
 * ("card sized" is in "credit-card-sized", and "credit-card" in "credit card"). A keyword a page
 * uses at all is no gap of it, though too rare to be among its top keywords. The text is scanned
 * once, here: prepare each text once, then ask as often as needed.
 */
export function textCoverage(text: string): (keyword: string) => boolean {
  const haystack = withoutPluralS(placeHaystack(text));
  return (keyword) => {
    const phrase = withoutPluralS(phraseHaystack(keyword).trim());
    return (
      containsPhrase(haystack, phrase) ||
      (phrase.includes("-") && containsPhrase(haystack, phrase.replace(/-+/g, " ")))
    );
  };
}

/**
 * Whether the own side of a comparison covers a keyword at all: one of its texts holds it
 * ({@link textCoverage} of each, prepared once) or one of its top keywords covers it
 * ({@link keywordCoverage}; for a page whose text is not known, all there is to go by). Each
 * keyword is decided once: competitor pages share many.
 */
export function ownCoverage(
  texts: readonly ((keyword: string) => boolean)[],
  keywords: readonly string[],
): (keyword: string) => boolean {
  const inKeywords = keywordCoverage(keywords);
  const decided = new Map<string, boolean>();
  return (keyword) => {
    let covered = decided.get(keyword);
    if (covered === undefined) {
      covered = inKeywords(keyword) || texts.some((holds) => holds(keyword));
      decided.set(keyword, covered);
    }
    return covered;
  };
}

/**
 * A competitor page's keyword gaps, in its order (most relevant first): its keywords that
 * `covered` leaves out (what the own side covers: {@link ownCoverage}), less the fragments of its
 * other gaps — a gap held as whole words by a gap ranked above it ("card sized" and "sized" below
 * "credit card sized pc"), or the same as an earlier one plurals aside: the longer one already
 * names that topic, and the list would repeat it in pieces. A keyword ranked above the longer gap
 * holding it is a topic of its own ("bulbs" above "seeds and bulbs") and stays.
 */
export function keywordGapsOf(
  covered: (keyword: string) => boolean,
  theirKeywords: readonly string[],
): string[] {
  const gaps = theirKeywords.filter((keyword) => !covered(keyword));
  const holders = gaps.map(textCoverage);
  const isFragment = (at: number) => holders.some((holds, other) => other < at && holds(gaps[at]!));
  return gaps.filter((_, at) => !isFragment(at));
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
