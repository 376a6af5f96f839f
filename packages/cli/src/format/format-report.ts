import type { SeoReport } from "@ranklens/engine";
import { formatChecks } from "./format-checks";
import { formatCompetitors } from "./format-competitors";
import { formatHeadings } from "./format-headings";
import { formatKeywords } from "./format-keywords";
import { formatMetaTags } from "./format-meta-tags";
import { formatOverview } from "./format-overview";
import { formatScores } from "./format-scores";
import { formatSuggestions } from "./format-suggestions";
import type { Palette } from "./palette";

/** The human-readable summary of a report: sections separated by blank lines, ending with a newline. */
export function formatReport(report: SeoReport, palette: Palette): string {
  const sections = [
    formatOverview(report, palette),
    formatScores(report.contentScore, palette),
    formatMetaTags(report, palette),
    formatHeadings(report.headings, palette),
    formatKeywords(report.keywords, report.densityFormula, palette),
    formatChecks(report.checks, palette),
    formatSuggestions(report.suggestions, palette),
    formatCompetitors(report.competitors, palette),
  ].filter((lines) => lines.length > 0);
  return `${sections.map((lines) => lines.join("\n")).join("\n\n")}\n`;
}
