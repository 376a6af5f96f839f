import { escapeHtml } from "../../../mail/escape-html";
import type { ReportFigure } from "../../document/report-document";

/** Headline figures as cards: label, value (already formatted by the builder), qualifier. */
export function figuresHtml(figures: readonly ReportFigure[]): string {
  if (figures.length === 0) return "";
  const cards = figures.map(
    (figure) => `<div class="figure">
<div class="figure-label">${escapeHtml(figure.label)}</div>
<div class="figure-value">${escapeHtml(figure.value)}</div>
${figure.detail ? `<div class="figure-detail">${escapeHtml(figure.detail)}</div>` : ""}
</div>`,
  );
  return `<div class="figures">
${cards.join("\n")}
</div>`;
}
