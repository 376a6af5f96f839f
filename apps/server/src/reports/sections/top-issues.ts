import type { SiteReportData } from "../../site-audit";
import { emptySection, NO_DATA } from "../document/format";
import type { ReportDocumentSection } from "../document/report-document";
import { crawlSource } from "./site-source";

const SEVERITY_ORDER: Record<string, number> = { error: 0, warning: 1, notice: 2 };
/** Issue types the PDF and HTML list; every type is in the CSV. */
const PRINTED = 25;

/** The site's issues on its last crawl, the most severe and widespread first, with the previous crawl's count beside. */
export function topIssuesSection(data: SiteReportData): ReportDocumentSection {
  const section = emptySection("top_issues");
  const { latest, previous } = data;
  if (!latest) return { ...section, empty: NO_DATA };
  section.source = crawlSource(data);
  if (latest.issues.length === 0) {
    section.paragraphs.push("The crawl found no issue.");
    return section;
  }
  const before = new Map(previous?.issues.map((issue) => [issue.id, issue.urls]));
  const issues = [...latest.issues].sort(
    (a, b) =>
      (SEVERITY_ORDER[a.severity] ?? 3) - (SEVERITY_ORDER[b.severity] ?? 3) ||
      b.urls - a.urls ||
      a.title.localeCompare(b.title),
  );
  section.tables.push({
    id: "top-issues",
    title: "Issues by pages affected",
    columns: [
      { label: "Issue", kind: "text" },
      { label: "Severity", kind: "text" },
      { label: "Pages affected", kind: "number" },
      { label: "Previous crawl", kind: "number" },
      { label: "Change", kind: "number" },
    ],
    rows: issues.map((issue) => {
      const earlier = previous ? (before.get(issue.id) ?? 0) : null;
      return [
        issue.title,
        issue.severity,
        issue.urls,
        earlier,
        earlier === null ? null : issue.urls - earlier,
      ];
    }),
    printedRows: PRINTED,
  });
  return section;
}
