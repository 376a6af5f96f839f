import { defineCheck } from "../../check";
import { failed, notApplicable, passed, warned } from "../../outcome";
import { shortUrl } from "../../wording";

export default defineCheck({
  id: "redirect-chain",
  category: "performance",
  title: "No redirect chain",
  failureTitle: "URL goes through redirects",
  description:
    "Every redirect costs a round trip; chains of several hops slow users down and crawlers may stop following them. Link to the final URL directly.",
  requiredFacts: ["redirects", "url", "finalUrl"],
  scoreMode: "graded",
  defaultOptions: { maxHops: 1 },
  run({ redirects: hops, url, finalUrl }, options) {
    if (hops === null) return notApplicable("Not fetched");
    if (hops.length === 0) return passed({ display: "No redirects" });
    const chain = [...hops.map((h) => `${shortUrl(h.url)} (${h.status})`), shortUrl(finalUrl)].join(" → ");
    const items = hops.map((h) => ({ value: h.url, status: h.status, location: h.location }));
    if (hops.length <= options.maxHops)
      return warned({
        advice: `${shortUrl(url)} redirects to ${shortUrl(finalUrl)}; link to the final URL directly.`,
        items,
        display: `1 redirect`,
        score: 0.75,
      });
    return failed({
      advice: `Shorten the redirect chain ${chain} to a single hop.`,
      items,
      display: `${hops.length} redirects`,
    });
  },
});
