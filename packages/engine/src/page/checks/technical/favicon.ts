import { defineCheck } from "../../check";
import { failed, passed } from "../../outcome";
import { shortUrl } from "../../wording";

/**
 * `rel` tokens that declare an icon search engines and browsers use: `icon` (also in "shortcut
 * icon"), Apple's touch icons, and a web app manifest (whose `icons` list serves the same purpose).
 */
const ICON_RELS = new Set(["icon", "apple-touch-icon", "apple-touch-icon-precomposed", "manifest"]);

export default defineCheck({
  id: "favicon",
  category: "technical",
  title: "Page declares a favicon",
  failureTitle: "Page declares no favicon",
  description:
    "Google shows the site's favicon next to mobile search results; without one a generic globe appears. An icon link, an Apple touch icon or a web app manifest declares one.",
  learnMoreUrl: "https://developers.google.com/search/docs/appearance/favicon-in-search",
  requiredFacts: ["linkTags"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ linkTags }) {
    // Google reads icons from <head> (a link the parser moved to <body> does not count).
    const icon = linkTags.find(
      (l) => l.inHead && l.hrefRaw.trim() !== "" && l.rel.split(/\s+/).some((token) => ICON_RELS.has(token)),
    );
    if (icon) return passed({ display: shortUrl(icon.hrefRaw) });
    return failed({ advice: 'Add <link rel="icon" href="/favicon.ico"> (at least 48×48 px) to <head>.' });
  },
});
