import { defineCheck } from "../../check";
import { failed, passed } from "../../outcome";
import { isValidLanguageSubtag } from "../../rules/language-codes";

export default defineCheck({
  id: "html-lang",
  category: "international",
  title: "`<html>` has a valid `lang`",
  failureTitle: "`<html>` has no valid `lang`",
  description:
    "The lang attribute tells search engines and screen readers which language the page is in; it drives language-specific results and pronunciation.",
  requiredFacts: ["htmlLang"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ htmlLang }) {
    const lang = htmlLang?.trim();
    if (!lang) return failed({ advice: 'Add the page language to the root element, e.g. <html lang="en">.' });
    if (!isValidLanguageSubtag(lang.split("-")[0]!))
      return failed({
        advice: `The lang “${lang}” is not a valid language code; use an ISO 639 code such as "en" or "de-AT".`,
        items: [{ value: lang }],
        display: lang,
      });
    return passed({ display: lang });
  },
});
