import { escapeHtml } from "../../../mail/escape-html";
import type { ReportDocument } from "../../document/report-document";
import { generatedLabel } from "../printed-table";

/**
 * The report's first card: who it is from (logo and name), its title, and what, when and of
 * when it is. `logo` is already checked (safeLogo); the brand name is its alt text, so a reader
 * without images still knows whose report it is.
 */
export function reportHeader(doc: ReportDocument, logo: string | null): string {
  const brand = logo
    ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(doc.brandName)}"><span>${escapeHtml(doc.brandName)}</span>`
    : `<span>${escapeHtml(doc.brandName)}</span>`;
  const facts: Array<[string, string]> = [
    ...(doc.subject ? [["Subject", doc.subject] as [string, string]] : []),
    ["Period", doc.period.label],
    ["Generated", generatedLabel(doc.generatedAt)],
  ];
  return `<header class="card report-head">
<div class="brand">${brand}</div>
<h1>${escapeHtml(doc.title)}</h1>
<dl class="meta">
${facts.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join("\n")}
</dl>
</header>`;
}
