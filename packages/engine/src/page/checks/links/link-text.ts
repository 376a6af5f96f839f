import { defineCheck } from "../../check";
import { countLabel, failed, listSome, passed, quote } from "../outcome";
import { NON_DESCRIPTIVE_LINK_TEXTS } from "./non-descriptive-link-texts";
import { sameDocument } from "./same-document";

function isNonDescriptive(text: string, textLang: string | null): boolean {
  const term = text.trim().toLowerCase();
  if (!term) return false;
  if (textLang) return NON_DESCRIPTIVE_LINK_TEXTS[textLang.split("-")[0]!]?.has(term) ?? false;
  return Object.values(NON_DESCRIPTIVE_LINK_TEXTS).some((texts) => texts.has(term));
}

function lookupMayThrow(textLang: string | null): boolean {
  if (!textLang) return false;
  const key = textLang.split("-")[0]!;
  return key in NON_DESCRIPTIVE_LINK_TEXTS && !Object.hasOwn(NON_DESCRIPTIVE_LINK_TEXTS, key);
}

export default defineCheck({
  id: "link-text",
  category: "links",
  title: "Links have descriptive text",
  failureTitle: "Links do not have descriptive text",
  description:
    "Descriptive link text tells search engines and people what the target is about; “click here” tells them nothing.",
  learnMoreUrl: "https://developer.chrome.com/docs/lighthouse/seo/link-text/",
  requiredFacts: ["anchors"],
  scoreMode: "binary",
  defaultOptions: {},
  lighthouse: true,
  run(facts) {
    const failing = facts.anchors.filter((a) => {
      if (!a.href || a.rel.includes("nofollow")) return false;
      const href = a.href.toLowerCase();
      if (href.startsWith("javascript:") || href.startsWith("mailto:")) return false;
      // Lighthouse's seo-mixed-language smoke test expects a link whose text mixes languages to be skipped.
      if (a.textLangMixed) return false;
      // Both remaining tests are pure, so their order is free: the set lookup first, and the two URL
      // parses of sameDocument only for the few non-descriptive texts. A lang naming an inherited
      // property ("constructor") makes the lookup throw, so it keeps the original order.
      if (!lookupMayThrow(a.textLang) && !isNonDescriptive(a.text, a.textLang)) return false;
      if (sameDocument(a.href, facts.finalUrl)) return false;
      return isNonDescriptive(a.text, a.textLang);
    });
    if (failing.length === 0) return passed();
    const texts = failing.map((a) => quote(a.text.trim()));
    return failed(
      `Rewrite ${countLabel(failing.length, "link text")} such as ${listSome(texts)} to say where the link goes.`,
      failing.map((a) => ({ value: a.href ?? "", text: a.text.trim(), textLang: a.textLang })),
      `${countLabel(failing.length, "link")} found`,
    );
  },
});
