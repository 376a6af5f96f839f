import { defineCheck } from "../../check";
import { failed, notApplicable, passed } from "../../outcome";

export default defineCheck({
  id: "compression",
  category: "performance",
  title: "HTML is served compressed",
  failureTitle: "HTML is served uncompressed",
  description:
    "gzip, Brotli or zstd typically shrink HTML by 70–90%, so pages arrive faster on slow connections.",
  requiredFacts: ["headers", "bytes"],
  scoreMode: "binary",
  defaultOptions: { minBytes: 1400 },
  run({ headers, bytes }, options) {
    if (!headers) return notApplicable("Headers unknown (no network fetch)");
    if (bytes.decoded < options.minBytes) return notApplicable("Document too small to matter");
    const encoding = (headers["content-encoding"] ?? "").toLowerCase();
    if (/\b(gzip|br|zstd|deflate)\b/.test(encoding)) return passed({ display: encoding });
    return failed({
      advice: `Enable gzip or Brotli compression for HTML on the server (the ${Math.round(bytes.decoded / 1024)} KiB document was sent uncompressed).`,
      items: [{ value: encoding || "identity" }],
      display: "Not compressed",
    });
  },
});
