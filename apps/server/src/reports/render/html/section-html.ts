import { escapeHtml } from "../../../mail/escape-html";
import type { ReportDocumentSection } from "../../document/report-document";
import { chartHtml } from "./chart-html";
import { figuresHtml } from "./figures-html";
import { tableHtml } from "./table-html";

/** A section's fragment id, by position: titles are text, positions are unique. */
export function sectionAnchor(index: number): string {
  return `section-${index + 1}`;
}

/**
 * One section as a card, in the order every output prints it: heading, source, the sentence for
 * an empty period, figures, paragraphs, charts, tables. Whatever the document holds is printed;
 * the renderer decides nothing about what to show.
 */
export function sectionHtml(section: ReportDocumentSection, index: number): string {
  const id = sectionAnchor(index);
  const parts = [
    `<h2 id="${id}-title">${escapeHtml(section.title)}</h2>`,
    section.source ? `<p class="source">Source: ${escapeHtml(section.source)}</p>` : "",
    section.empty ? `<p class="empty">${escapeHtml(section.empty)}</p>` : "",
    figuresHtml(section.figures),
    section.paragraphs.length > 0
      ? `<div class="paragraphs">${section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}</div>`
      : "",
    ...section.charts.map(chartHtml),
    ...section.tables.map(tableHtml),
  ];
  return `<section class="card section" id="${id}" aria-labelledby="${id}-title">
${parts.filter((part) => part !== "").join("\n")}
</section>`;
}
