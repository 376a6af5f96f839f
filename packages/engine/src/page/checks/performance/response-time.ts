import { defineCheck } from "../../check";
import { failed, notApplicable, passed, warned } from "../../outcome";

export default defineCheck({
  id: "response-time",
  category: "performance",
  title: "Server responds quickly (TTFB)",
  failureTitle: "Server responds slowly (TTFB)",
  description:
    "Time to first byte is how long the server takes to start answering; slow answers delay everything else and crawlers fetch fewer pages. SEOnaut flags > 800 ms; Google's guidance calls ≤ 800 ms good and > 1,800 ms poor.",
  requiredFacts: ["timings"],
  scoreMode: "graded",
  defaultOptions: { goodMs: 800, poorMs: 1800 },
  run({ timings }, options) {
    const ttfb = timings.ttfbMs;
    if (ttfb === null) return notApplicable("Not measured");
    const display = `${Math.round(ttfb)} ms`;
    if (ttfb <= options.goodMs) return passed({ display });
    if (ttfb <= options.poorMs)
      return warned({
        advice: `The server took ${Math.round(ttfb)} ms to answer; aim for under ${options.goodMs} ms (caching, a CDN, faster back end).`,
        items: [{ value: display }],
        display,
      });
    return failed({
      advice: `The server took ${Math.round(ttfb)} ms to answer (over ${options.poorMs} ms); add caching or a CDN.`,
      items: [{ value: display }],
      display,
    });
  },
});
