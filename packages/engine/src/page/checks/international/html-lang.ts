import { languageName } from "../../../text/language-name";
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
  requiredFacts: ["htmlLang", "contentLang"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ htmlLang, contentLang }) {
    const lang = htmlLang?.trim();
    if (!lang) {
      // Quote the page's own language (Content-Language, or the one its text shows), not a one-size "en".
      const known = contentLang.code;
      const name = known ? languageName(known) : null;
      return failed({
        advice: known
          ? `Add the page language to the root element: <html lang="${known}">${name ? ` (the text is ${name})` : ""}.`
          : 'Add the page language to the root element, e.g. <html lang="en"> for English or <html lang="de"> for German.',
      });
    }
    if (!isValidLanguageSubtag(lang.split("-")[0]!))
      return failed({
        advice: `The lang “${lang}” is not a valid language code; use an ISO 639 code such as "en" or "de-AT".`,
        items: [{ value: lang }],
        display: lang,
      });
    return passed({ display: lang });
  },
});
