import { defineCheck } from "../../check";
import { failed, notApplicable, passed, warned } from "../../outcome";
import { shortUrl } from "../../wording";

// "www." is the same site for this purpose (link-classification.ts counts such links as internal too).
function siteHost(hostname: string): string {
  return hostname.startsWith("www.") ? hostname.slice(4) : hostname;
}

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
        advice: `The canonical URL “${shortUrl(invalid)}” is invalid; use an absolute URL.`,
        items: [{ value: invalid, reason: "Invalid URL" }],
        display: "Invalid URL",
        variant: "invalid",
      });
    if (relative !== undefined) {
      return failed({
        advice: `The canonical URL “${shortUrl(relative)}” is relative; use an absolute URL.`,
        items: [{ value: relative, reason: "Is not an absolute URL" }],
        display: "Is not an absolute URL",
        variant: "relative",
      });
    }
    const urls = [...canonicals];
    if (urls.length === 0) return notApplicable("No canonical link");
    if (urls.length > 1) {
      return failed({
        advice: `Keep one canonical URL; the page declares ${urls.map((u) => shortUrl(u)).join(", ")} (in <head> and/or the Link header).`,
        items: urls.map((value) => ({ value })),
        display: `Multiple conflicting URLs (${urls.join(", ")})`,
        variant: "invalid",
      });
    }
    const canonical = new URL(urls[0]!);
    const page = new URL(finalUrl);
    if (hreflangUrls.has(page.href) && hreflangUrls.has(canonical.href) && page.href !== canonical.href) {
      return failed({
        advice: `The canonical points to another hreflang version (${shortUrl(canonical.href)}); point it to this page.`,
        items: [{ value: canonical.href }],
        display: `Points to another hreflang location (${page.href})`,
        variant: "invalid",
      });
    }
    if (canonical.origin === page.origin && canonical.pathname === "/" && page.pathname !== "/") {
      return failed({
        advice: `The canonical points to the site root (${shortUrl(canonical.href)}) instead of this page's equivalent.`,
        items: [{ value: canonical.href }],
        display: "Points to the domain's root URL",
        variant: "invalid",
      });
    }
    if (siteHost(canonical.hostname) !== siteHost(page.hostname)) {
      // Lighthouse passes it (a valid URL); we warn without lowering the score, since it is right
      // for syndicated copies and wrong after a site move or a copied template.
      return warned({
        advice: `The canonical points to another host (${shortUrl(canonical.href)}): search engines will index that URL instead of this page. Keep it only if this page is a copy of that one; otherwise point it to ${shortUrl(page.href)}.`,
        items: [
          {
            value: canonical.href,
            reason: `Cross-domain canonical: ${canonical.hostname} is not ${page.hostname}`,
          },
        ],
        display: `Cross-domain canonical (${canonical.hostname})`,
        score: 1,
        variant: "cross-domain",
      });
    }
    return passed({ display: shortUrl(canonical.href) });
  },
});
