import { defineCheck } from "../../check";
import { failed, passed } from "../../outcome";
import { isExpectedLanguageCode } from "../../rules/language-codes";
import { countLabel, shortUrl } from "../../wording";

export default defineCheck({
  id: "hreflang",
  category: "international",
  title: "Document has a valid `hreflang`",
  failureTitle: "Document doesn't have a valid `hreflang`",
  description:
    "hreflang links tell search engines which version of a page to show for each language or region; an invalid code or a relative URL makes them ignore it.",
  learnMoreUrl: "https://developer.chrome.com/docs/lighthouse/seo/hreflang/",
  requiredFacts: ["headLinks"],
  scoreMode: "binary",
  defaultOptions: {},
  lighthouse: true,
  run({ headLinks }) {
    const invalid: { value: string; reason: string; shown: string }[] = [];
    for (const link of headLinks) {
      if (link.rel !== "alternate" || !link.hreflang) continue;
      const reasons: string[] = [];
      if (!isExpectedLanguageCode(link.hreflang)) reasons.push("Unexpected language code");
      const href = link.hrefRaw.toLowerCase();
      if (!href.startsWith("http:") && !href.startsWith("https:")) reasons.push("Relative href value");
      if (reasons.length === 0) continue;
      const snippet = (href: string) =>
        link.source === "head"
          ? `<link rel="alternate" hreflang="${link.hreflang}" href="${href}" />`
          : `Link: <${href}>; rel="alternate"; hreflang="${link.hreflang}"`;
      invalid.push({
        value: snippet(link.hrefRaw),
        reason: reasons.join("; "),
        shown: snippet(shortUrl(link.hrefRaw)),
      });
    }
    if (invalid.length === 0) return passed();
    return failed({
      advice: `Fix ${countLabel(invalid.length, "hreflang link")}: ${invalid[0]!.shown} (${invalid[0]!.reason}). Use ISO 639 language codes (or x-default) and absolute URLs.`,
      items: invalid.map(({ value, reason }) => ({ value, reason })),
      display: countLabel(invalid.length, "invalid link"),
    });
  },
});
