import type { ReportDocument } from "../document/report-document";

/**
 * The attached PDF's file name: the report's title and period end, ASCII letters, digits and
 * dashes only (every mail client and file system takes it), e.g. "monthly-seo-report-2026-10-30.pdf".
 */
export function reportPdfFileName(doc: Pick<ReportDocument, "title" | "period">): string {
  const slug = doc.title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)
    .replace(/-$/, "");
  return `${slug || "report"}-${doc.period.to}.pdf`;
}
