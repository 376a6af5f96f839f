import { defineCheck } from "../../check";
import { failed, passed } from "../../outcome";
import { shortUrl } from "../../wording";

export default defineCheck({
  id: "https",
  category: "security",
  title: "Page is served over HTTPS",
  failureTitle: "Page is not served over HTTPS",
  description:
    "HTTPS is a Google ranking signal, and browsers mark HTTP pages “Not secure”, which costs trust and clicks.",
  requiredFacts: ["finalUrl"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ finalUrl }) {
    if (finalUrl.startsWith("https:")) return passed();
    return failed({
      advice: `Serve ${shortUrl(finalUrl)} over HTTPS and redirect http:// to https://.`,
      items: [{ value: finalUrl }],
    });
  },
});
