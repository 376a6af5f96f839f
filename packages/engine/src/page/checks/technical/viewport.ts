import { defineCheck } from "../../check";
import { failed, passed, warned } from "../../outcome";

export default defineCheck({
  id: "viewport",
  category: "technical",
  title: 'Has a `<meta name="viewport">` with `width` or `initial-scale`',
  failureTitle: 'No usable `<meta name="viewport">`',
  description:
    "Google indexes the mobile version of pages. Without a viewport tag, phones render the desktop layout zoomed out, which hurts mobile usability.",
  requiredFacts: ["metas"],
  scoreMode: "binary",
  defaultOptions: {},
  run({ metas }) {
    const meta = metas.find((m) => m.name === "viewport");
    if (!meta)
      return failed({
        advice: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to <head>.',
      });
    const content = meta.content.toLowerCase();
    if (!/width\s*=|initial-scale\s*=/.test(content)) {
      return failed({
        advice: `The viewport “${meta.content}” sets neither width nor initial-scale; use "width=device-width, initial-scale=1".`,
        items: [{ value: meta.content }],
      });
    }
    if (/user-scalable\s*=\s*(no|0)\b|maximum-scale\s*=\s*(0?\.\d+|1(\.0*)?)\b/.test(content)) {
      return warned({
        advice: `The viewport “${meta.content}” blocks zooming; remove user-scalable=no / maximum-scale so people can zoom.`,
        items: [{ value: meta.content }],
        score: 1,
      });
    }
    return passed({ display: meta.content });
  },
});
