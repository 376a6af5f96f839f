import { escapeHtml } from "../../mail/escape-html";
import type { ReportDocumentSection, ReportFigure } from "../document/report-document";
import { chartCid } from "./report-email-images";
import { tableHtml, tableText } from "./report-email-table";

/** What a section of the e-mail needs besides the section: its place, its drawn charts, where cut rows are. */
export interface SectionContext {
  index: number;
  /** Which of its charts were drawn (the others are named in words only). */
  drawn: boolean[];
  /** Where the rows an e-mail leaves out are ("in the attached PDF"). */
  elsewhere: string;
}

const figureText = (f: ReportFigure) => `${f.label}: ${f.value}${f.detail ? ` (${f.detail})` : ""}`;

/**
 * A section as plain text: heading, its source line (so every figure says where it is from and of
 * when), figures, paragraphs, charts by title, tables cut to their first rows.
 */
export function sectionText(section: ReportDocumentSection, context: SectionContext): string[] {
  const lines = [`== ${section.title} ==`];
  if (section.source) lines.push(`Source: ${section.source}`);
  if (section.empty) return [...lines, section.empty, ""];
  lines.push(...section.figures.map(figureText));
  for (const paragraph of section.paragraphs) lines.push("", paragraph);
  for (const chart of section.charts)
    lines.push("", `Chart: ${chart.title} (in the HTML version of this e-mail)`);
  for (const table of section.tables) lines.push("", ...tableText(table, context.elsewhere));
  return [...lines, ""];
}

const MUTED = "color:#475569;font-size:12px";

/** A section as HTML, every value escaped; charts by Content-ID with the section's figures as their words. */
export function sectionHtml(section: ReportDocumentSection, context: SectionContext, accent: string): string {
  const parts = [
    `<h2 style="font-size:18px;margin:28px 0 4px 0;color:${accent}">${escapeHtml(section.title)}</h2>`,
  ];
  if (section.source)
    parts.push(`<p style="${MUTED};margin:0 0 8px 0">Source: ${escapeHtml(section.source)}</p>`);
  if (section.empty) return [...parts, `<p>${escapeHtml(section.empty)}</p>`].join("\n");
  if (section.figures.length > 0) parts.push(figuresHtml(section.figures));
  for (const paragraph of section.paragraphs) parts.push(`<p>${escapeHtml(paragraph)}</p>`);
  section.charts.forEach((chart, c) => {
    parts.push(`<p style="margin:16px 0 4px 0;font-weight:600">${escapeHtml(chart.title)}</p>`);
    if (context.drawn[c]) {
      const alt = `${chart.title}: ${chart.series.map((s) => s.name).join(", ")}`;
      parts.push(
        `<p><img src="cid:${chartCid(context.index, c)}" width="560" alt="${escapeHtml(alt)}" style="max-width:100%;height:auto;border:0"></p>`,
      );
    } else {
      parts.push(`<p style="${MUTED}">The chart could not be drawn for this e-mail.</p>`);
    }
  });
  for (const table of section.tables) parts.push(tableHtml(table, context.elsewhere));
  return parts.join("\n");
}

function figuresHtml(figures: ReportFigure[]): string {
  const rows = figures.map(
    (f) => `<tr>
<td style="padding:4px 16px 4px 0;font-size:14px">${escapeHtml(f.label)}</td>
<td style="padding:4px 16px 4px 0;font-size:16px;font-weight:600;text-align:right;white-space:nowrap">${escapeHtml(f.value)}</td>
<td style="padding:4px 0;${MUTED}">${f.detail ? escapeHtml(f.detail) : ""}</td>
</tr>`,
  );
  return `<table role="table" cellspacing="0" cellpadding="0" style="border-collapse:collapse">
${rows.join("\n")}
</table>`;
}
