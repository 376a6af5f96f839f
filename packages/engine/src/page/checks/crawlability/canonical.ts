import { defineCheck } from "../../check";
import { failed, notApplicable, passed } from "../../outcome";

function isAbsolute(raw: string): boolean {
  try {
    new URL(raw);
    return true;
  } catch {
    return false;
  }
}

export default defineCheck({
  id: "canonical",
  category: "crawlability",
  title: "Document has a valid `rel=canonical`",
  failureTitle: "Document does not have a valid `rel=canonical`",
  description:
    "A canonical link says which URL to show in search results when the same content lives at several URLs; a wrong one can drop the page from the index.",
  learnMoreUrl: "https://developer.chrome.com/docs/lighthouse/seo/canonical/",
  requiredFacts: ["headLinks", "finalUrl"],
  scoreMode: "binary",
  defaultOptions: {},
  lighthouse: true,
  run({ headLinks, finalUrl }) {
    const canonicals = new Set<string>();
    const hreflangUrls = new Set<string>();
    let invalid: string | undefined;
    let relative: string | undefined;
    for (const link of headLinks) {
      if (link.rel === "canonical") {
        if (!link.hrefRaw) continue;
        if (!link.href) invalid = link.hrefRaw;
        else if (!isAbsolute(link.hrefRaw)) relative = link.hrefRaw;
        else canonicals.add(link.href);
      } else if (link.rel === "alternate" && link.href && link.hreflang) {
        hreflangUrls.add(link.href);
      }
    }
    if (invalid !== undefined)
      return failed({
        advice: `The canonical URL “${invalid}” is invalid; use an absolute URL.`,
        items: [{ value: invalid, reason: "Invalid URL" }],
        display: "Invalid URL",
      });
    if (relative !== undefined) {
      return failed({
        advice: `The canonical URL “${relative}” is relative; use an absolute URL.`,
        items: [{ value: relative, reason: "Is not an absolute URL" }],
        display: "Is not an absolute URL",
      });
    }
    const urls = [...canonicals];
    if (urls.length === 0) return notApplicable("No canonical link");
    if (urls.length > 1) {
      return failed({
        advice: `Keep one canonical URL; the page declares ${urls.join(", ")} (in <head> and/or the Link header).`,
        items: urls.map((value) => ({ value })),
        display: `Multiple conflicting URLs (${urls.join(", ")})`,
      });
    }
    const canonical = new URL(urls[0]!);
    const page = new URL(finalUrl);
    if (hreflangUrls.has(page.href) && hreflangUrls.has(canonical.href) && page.href !== canonical.href) {
      return failed({
        advice: `The canonical points to another hreflang version (${canonical.href}); point it to this page.`,
        items: [{ value: canonical.href }],
        display: `Points to another hreflang location (${page.href})`,
      });
    }
    if (canonical.origin === page.origin && canonical.pathname === "/" && page.pathname !== "/") {
      return failed({
        advice: `The canonical points to the site root (${canonical.href}) instead of this page's equivalent.`,
        items: [{ value: canonical.href }],
        display: "Points to the domain's root URL",
      });
    }
    return passed({ display: canonical.href });
  },
});
