import { defineCheck } from "../../check";
import { failed, passed } from "../../outcome";

export default defineCheck({
  id: "charset",
  category: "technical",
  title: "Character encoding is declared",
  failureTitle: "Character encoding is not declared",
  description:
    "Without a declared encoding (Content-Type charset or <meta charset>), browsers and crawlers may guess wrong and show garbled text.",
  requiredFacts: ["metas", "headers"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ metas, headers }) {
    const header = headers?.["content-type"] ?? "";
    const headerCharset = /charset\s*=\s*"?([\w-]+)/i.exec(header)?.[1];
    const meta = metas.find((m) => m.charset !== null)?.charset;
    const httpEquiv = metas.find((m) => m.httpEquiv === "content-type")?.content;
    const metaCharset = meta ?? (httpEquiv ? /charset\s*=\s*([\w-]+)/i.exec(httpEquiv)?.[1] : undefined);
    const declared = headerCharset ?? metaCharset;
    if (declared) return passed({ display: declared });
    return failed({
      advice: 'Declare the encoding: add <meta charset="utf-8"> as the first element of <head>.',
    });
  },
});
