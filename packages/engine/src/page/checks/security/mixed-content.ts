import { defineCheck, notApplicable } from "../../check";
import { countLabel, failed, listSome, passed } from "../outcome";

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
  run(facts) {
    if (!facts.finalUrl.startsWith("https:")) return notApplicable("Page is not HTTPS");
    const urls = [...new Set(facts.insecureResources)];
    if (urls.length === 0) return passed();
    return failed(
      `Load ${countLabel(urls.length, "resource")} over HTTPS: ${listSome(urls)}.`,
      urls.map((value) => ({ value })),
      countLabel(urls.length, "insecure resource"),
    );
  },
});
