import { defineCheck } from "../../check";
import { sameDocument } from "../../computed/same-document";
import { failed, passed } from "../../outcome";
import {
  NON_DESCRIPTIVE_IN_ANY_LANGUAGE as IN_ANY_LANGUAGE,
  isNonDescriptiveLinkText as isNonDescriptive,
  LONGEST_NON_DESCRIPTIVE_TERM as LONGEST_TERM,
  NON_DESCRIPTIVE_LINK_TEXTS,
} from "../../rules/non-descriptive-link-texts";
import { countLabel, listSome, quote } from "../../wording";

/**
 * {@link isNonDescriptive} with the language's primary subtag (`key`, null without a language)
 * already known, for a key that names an own list or none at all: the same answer without
 * splitting the language again.
 */
function isNonDescriptiveTerm(text: string, key: string | null): boolean {
  const trimmed = text.trim();
  // Lower-casing never shortens a text, so one longer than every listed term is none of them:
  // most link texts (headlines, names) are, and need not be lower-cased.
  if (trimmed.length > LONGEST_TERM) return false;
  const term = trimmed.toLowerCase();
  if (!term) return false;
  if (key !== null) return NON_DESCRIPTIVE_LINK_TEXTS[key]?.has(term) ?? false;
  return IN_ANY_LANGUAGE.has(term);
}

/**
 * `text.toLowerCase().startsWith(prefix)` for a lower-case ASCII `prefix` without "k", without
 * building the lower-cased text: of the other characters only "İ" lower-cases to an ASCII letter,
 * and it takes a combining dot along, which no such prefix holds.
 */
function startsWithIgnoringCase(text: string, prefix: string): boolean {
  if (text.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) {
    const c = text.charCodeAt(i);
    const p = prefix.charCodeAt(i);
    if (c !== p && !(p >= 0x61 && p <= 0x7a && c === p - 0x20)) return false;
  }
  return true;
}

// A key naming an inherited property ("constructor") makes the lookup throw.
function lookupMayThrow(key: string | null): boolean {
  return key !== null && key in NON_DESCRIPTIVE_LINK_TEXTS && !Object.hasOwn(NON_DESCRIPTIVE_LINK_TEXTS, key);
}

/** Primary subtag of a link's language (null when it has none), worked out once per language of a page. */
function primarySubtags(): (textLang: string | null) => string | null {
  const known = new Map<string, string>();
  return (textLang) => {
    if (!textLang) return null;
    let key = known.get(textLang);
    if (key === undefined) {
      key = textLang.split("-")[0]!;
      known.set(textLang, key);
    }
    return key;
  };
}

export default defineCheck({
  id: "link-text",
  category: "links",
  title: "Links have descriptive text",
  failureTitle: "Links do not have descriptive text",
  description:
    "Descriptive link text tells search engines and people what the target is about; “click here” tells them nothing.",
  learnMoreUrl: "https://developer.chrome.com/docs/lighthouse/seo/link-text/",
  requiredFacts: ["anchors", "finalUrl"],
  scoreMode: "binary",
  defaultOptions: {},
  lighthouse: true,
  run({ anchors, finalUrl }) {
    const primarySubtag = primarySubtags();
    const failing = anchors.filter((a) => {
      if (!a.href || a.rel.includes("nofollow")) return false;
      if (startsWithIgnoringCase(a.href, "javascript:") || startsWithIgnoringCase(a.href, "mailto:"))
        return false;
      // Lighthouse's seo-mixed-language smoke test expects a link whose text mixes languages to be skipped.
      if (a.textLangMixed) return false;
      // Both remaining tests are pure, so their order is free: the set lookup first, and the two URL
      // parses of sameDocument only for the few non-descriptive texts. A lang naming an inherited
      // property ("constructor") makes the lookup throw, so it keeps the original order.
      // The throwing case goes through the original expression, so its error message stays the same.
      const key = primarySubtag(a.textLang);
      if (lookupMayThrow(key)) return !sameDocument(a.href, finalUrl) && isNonDescriptive(a.text, a.textLang);
      return isNonDescriptiveTerm(a.text, key) && !sameDocument(a.href, finalUrl);
    });
    if (failing.length === 0) return passed();
    const texts = failing.map((a) => quote(a.text.trim()));
    return failed({
      advice: `Rewrite ${countLabel(failing.length, "link text")} such as ${listSome(texts)} to say where the link goes.`,
      items: failing.map((a) => ({ value: a.href ?? "", text: a.text.trim(), textLang: a.textLang })),
      display: `${countLabel(failing.length, "link")} found`,
    });
  },
});
