import { defineCheck } from "../../check";
import { failed, notApplicable, passed, warned } from "../../outcome";
import { shortUrl } from "../../wording";

export default defineCheck({
  id: "multiple-canonicals",
  category: "crawlability",
  title: "One canonical declaration",
  failureTitle: "Several canonical declarations",
  description:
    "Repeating the canonical (even with the same URL) in the HTML and the Link header is a sign of conflicting plugins; when the URLs differ, search engines may ignore all of them.",
  requiredFacts: ["headLinks"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ headLinks }) {
    const canonicals = headLinks.filter((l) => l.rel === "canonical" && l.hrefRaw);
    if (canonicals.length === 0) return notApplicable("No canonical link");
    if (canonicals.length === 1) return passed();
    const urls = new Set(canonicals.map((c) => c.href ?? c.hrefRaw));
    const items = canonicals.map((c) => ({ value: c.hrefRaw, source: c.source }));
    if (urls.size > 1)
      return failed({
        advice: `Declare one canonical URL; found ${[...urls].map((u) => shortUrl(u)).join(", ")}.`,
        items,
        display: `${urls.size} different URLs`,
      });
    return warned({
      advice: `The canonical is declared ${canonicals.length} times; keep a single declaration.`,
      items,
      display: `${canonicals.length} declarations`,
      score: 1,
    });
  },
});
