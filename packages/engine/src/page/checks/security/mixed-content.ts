import { defineCheck } from "../../check";
import { failed, notApplicable, passed } from "../../outcome";
import { colonList, countLabel, shortUrl } from "../../wording";

export default defineCheck({
  id: "mixed-content",
  category: "security",
  title: "No mixed content",
  failureTitle: "HTTPS page loads HTTP resources",
  description:
    "An HTTPS page that loads images, scripts or styles over plain HTTP gets them blocked or flagged by browsers, breaking the page and its padlock.",
  requiredFacts: ["insecureResources", "finalUrl"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ insecureResources, finalUrl }) {
    if (!finalUrl.startsWith("https:")) return notApplicable("Page is not HTTPS");
    const urls = [...new Set(insecureResources)];
    if (urls.length === 0) return passed();
    return failed({
      advice: `Load ${countLabel(urls.length, "resource")} over HTTPS${colonList(urls.map((u) => shortUrl(u)))}.`,
      items: urls.map((value) => ({ value })),
      display: countLabel(urls.length, "insecure resource"),
    });
  },
});
