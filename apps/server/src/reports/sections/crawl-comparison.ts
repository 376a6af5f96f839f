import type { SiteReportData } from "../../site-audit";
import { emptySection, formatCount, NO_DATA } from "../document/format";
import type { ReportDocumentSection } from "../document/report-document";
import { crawlSource } from "./site-source";

/** Rows of the new and fixed lists the PDF and HTML print; the CSV has every row the comparison kept. */
const PRINTED = 20;

/** What changed between the site's last two crawls: issues new and fixed per check, pages added and removed. */
export function crawlComparisonSection(data: SiteReportData): ReportDocumentSection {
  const section = emptySection("crawl_comparison");
  if (!data.latest) return { ...section, empty: NO_DATA };
  section.source = crawlSource(data);
  const { comparison } = data;
  if (!comparison)
    return { ...section, empty: "Only one crawl by the end of this period: nothing to compare yet." };
  const title = (checkId: string) => data.checkTitles[checkId] ?? checkId;
  const { issues, pages } = comparison;
  section.figures.push(
    { label: "New issues", value: formatCount(issues.new.total), detail: null },
    { label: "Fixed issues", value: formatCount(issues.fixed.total), detail: null },
    { label: "Pages added", value: formatCount(pages.added.total), detail: null },
    { label: "Pages removed", value: formatCount(pages.removed.total), detail: null },
    { label: "Titles changed", value: formatCount(pages.titlesChanged.total), detail: null },
  );
  if (issues.byCheck.length > 0)
    section.tables.push({
      id: "issues-new-fixed",
      title: "Issues new and fixed, per check",
      columns: [
        { label: "Issue", kind: "text" },
        { label: "New", kind: "number" },
        { label: "Fixed", kind: "number" },
        { label: "Still open", kind: "number" },
      ],
      rows: [...issues.byCheck]
        .sort(
          (a, b) => b.new + b.fixed - (a.new + a.fixed) || title(a.checkId).localeCompare(title(b.checkId)),
        )
        .map((row) => [title(row.checkId), row.new, row.fixed, row.stillOpen]),
      printedRows: 25,
    });
  for (const [id, name, listed] of [
    ["new-issues", "New issues", issues.new],
    ["fixed-issues", "Fixed issues", issues.fixed],
  ] as const)
    if (listed.total > 0)
      section.tables.push({
        id,
        title:
          listed.total > listed.items.length
            ? `${name} (first ${formatCount(listed.items.length)} of ${formatCount(listed.total)})`
            : name,
        columns: [
          { label: "Issue", kind: "text" },
          { label: "URL", kind: "url" },
          { label: "Related URL", kind: "url" },
        ],
        rows: listed.items.map((item) => [title(item.checkId), item.url, item.relatedUrl]),
        printedRows: PRINTED,
      });
  return section;
}
