import { defineCheck, notApplicable } from "../../check";
import { headLinks } from "../international/head-links";
import { failed, passed, warned } from "../outcome";

export default defineCheck({
  id: "multiple-canonicals",
  category: "crawlability",
  title: "One canonical declaration",
  failureTitle: "Several canonical declarations",
  description:
    "Repeating the canonical (even with the same URL) in the HTML and the Link header is a sign of conflicting plugins; when the URLs differ, search engines may ignore all of them.",
  requiredFacts: ["linkTags", "headers"],
  scoreMode: "binary",
  defaultOptions: {},
  run(facts) {
    const canonicals = headLinks(facts).filter((l) => l.rel === "canonical" && l.hrefRaw);
    if (canonicals.length === 0) return notApplicable("No canonical link");
    if (canonicals.length === 1) return passed();
    const urls = new Set(canonicals.map((c) => c.href ?? c.hrefRaw));
    const items = canonicals.map((c) => ({ value: c.hrefRaw, source: c.source }));
    if (urls.size > 1)
      return failed(
        `Declare one canonical URL; found ${[...urls].join(", ")}.`,
        items,
        `${urls.size} different URLs`,
      );
    return warned(
      `The canonical is declared ${canonicals.length} times; keep a single declaration.`,
      items,
      `${canonicals.length} declarations`,
      1,
    );
  },
});
