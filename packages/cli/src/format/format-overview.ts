import type { SeoReport } from "@ranklens/engine";
import type { Palette } from "./palette";

/** First lines of the summary: URL → final URL (with the redirect chain), HTTP status and word count. */
export function formatOverview(report: SeoReport, palette: Palette): string[] {
  const lines = [palette.bold(report.url)];
  if (report.finalUrl !== report.url) {
    const hops = report.redirects.length;
    const via =
      hops > 0
        ? ` (${hops} redirect${hops === 1 ? "" : "s"}: ${report.redirects.map((r) => r.status).join(" → ")})`
        : "";
    lines.push(`  → ${report.finalUrl}${via}`);
  }
  const status = report.status === null ? "saved HTML (not fetched)" : `HTTP ${report.status}`;
  lines.push(palette.dim(`  ${status} · ${report.wordCount} words in the main text`));
  return lines;
}
