import { defineCheck } from "../../check";
import { failed, notApplicable, passed } from "../../outcome";
import { shortUrl } from "../../wording";

export default defineCheck({
  id: "insecure-form",
  category: "security",
  title: "Forms submit over HTTPS",
  failureTitle: "A form submits over plain HTTP",
  description:
    "Forms on HTTP pages or posting to http:// URLs send what people type (names, e-mails, passwords) unencrypted; browsers warn about them.",
  requiredFacts: ["forms", "finalUrl"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ forms, finalUrl }) {
    if (forms.length === 0) return notApplicable("No forms");
    const pageIsHttp = finalUrl.startsWith("http:");
    const insecure = forms.filter(
      (f) => /^\s*http:/i.test(f.action) || (pageIsHttp && !/^\s*https:/i.test(f.action)),
    );
    if (insecure.length === 0) return passed();
    return failed({
      advice: `Serve the page over HTTPS and post forms to https:// URLs (found action “${shortUrl(insecure[0]!.action || finalUrl)}”).`,
      items: insecure.map((f) => ({ value: f.action || finalUrl })),
    });
  },
});
