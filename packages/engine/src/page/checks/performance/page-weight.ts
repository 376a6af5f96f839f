import { defineCheck } from "../../check";
import { failed, passed, warned } from "../../outcome";

function kib(bytes: number): string {
  return `${Math.round(bytes / 1024)} KiB`;
}

export default defineCheck({
  id: "page-weight",
  category: "performance",
  title: "HTML document is light",
  failureTitle: "HTML document is heavy",
  description:
    "Large HTML documents take longer to download and parse, and Googlebot only reads the first 2 MB of a file. LibreCrawl flags pages over 1 MB and 3 MB.",
  requiredFacts: ["bytes"],
  scoreMode: "graded",
  defaultOptions: { warnBytes: 1_000_000, failBytes: 2_000_000 },
  run({ bytes }, options) {
    const size = bytes.decoded;
    const display = kib(size);
    if (size > options.failBytes)
      return failed({
        advice: `The HTML is ${display}; Googlebot reads only the first 2 MB. Move inline data, SVG and scripts out of the page.`,
        items: [{ value: display }],
        display,
      });
    if (size > options.warnBytes)
      return warned({
        advice: `The HTML is ${display}; trim inline scripts, styles and SVG to keep it under ${kib(options.warnBytes)}.`,
        items: [{ value: display }],
        display,
      });
    return passed({ display });
  },
});
