import { defineCheck } from "../../check";
import { failed, passed } from "../../outcome";

export default defineCheck({
  id: "meta-refresh",
  category: "technical",
  title: "No meta refresh redirect",
  failureTitle: "Page redirects or reloads with meta refresh",
  description:
    'A <meta http-equiv="refresh"> redirect is slow, confuses users and is a weaker signal than an HTTP 301; use a server-side redirect instead.',
  requiredFacts: ["metas"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ metas }) {
    const refresh = metas.filter((m) => m.httpEquiv === "refresh");
    if (refresh.length === 0) return passed();
    return failed({
      advice: `Replace <meta http-equiv="refresh" content="${refresh[0]!.content}"> with an HTTP 301 redirect.`,
      items: refresh.map((m) => ({ value: m.content })),
    });
  },
});
