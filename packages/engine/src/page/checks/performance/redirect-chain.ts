import { defineCheck, notApplicable } from "../../check";
import { failed, passed, warned } from "../outcome";

export default defineCheck({
  id: "redirect-chain",
  category: "performance",
  title: "No redirect chain",
  failureTitle: "URL goes through redirects",
  description:
    "Every redirect costs a round trip; chains of several hops slow users down and crawlers may stop following them. Link to the final URL directly.",
  requiredFacts: ["redirects"],
  scoreMode: "graded",
  defaultOptions: { maxHops: 1 },
  run(facts, { options }) {
    if (facts.redirects === null) return notApplicable("Not fetched");
    const hops = facts.redirects;
    if (hops.length === 0) return passed("No redirects");
    const chain = [...hops.map((h) => `${h.url} (${h.status})`), facts.finalUrl].join(" → ");
    const items = hops.map((h) => ({ value: h.url, status: h.status, location: h.location }));
    if (hops.length <= options.maxHops)
      return warned(
        `${facts.url} redirects to ${facts.finalUrl}; link to the final URL directly.`,
        items,
        `1 redirect`,
        0.75,
      );
    return failed(`Shorten the redirect chain ${chain} to a single hop.`, items, `${hops.length} redirects`);
  },
});
