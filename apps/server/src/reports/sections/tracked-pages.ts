import { CHANGE_TYPES, type ChangeType } from "@ranklens/shared";
import type { ProjectReportData } from "../../monitoring";
import { emptySection, formatCount, NO_DATA } from "../document/format";
import type { ReportDocumentSection } from "../document/report-document";
import { monitoringSource } from "./project-source";

/** Own pages charted: more lines than this cannot be told apart. */
const CHARTED = 5;

const changeLabel = (type: string) => CHANGE_TYPES[type as ChangeType]?.label ?? type.replaceAll("_", " ");

/** The project's own tracked pages over the period: scores at its start and end, and every change detected. */
export function trackedPagesSection(data: ProjectReportData): ReportDocumentSection {
  const section = emptySection("tracked_pages");
  const own = data.pages.filter((page) => page.competitorHost === null);
  const ownChanges = data.changes.filter((change) => change.competitorHost === null);
  if (own.every((page) => page.observedAt === null) && ownChanges.length === 0)
    return { ...section, empty: NO_DATA };
  section.source = monitoringSource(data);
  const bySeverity = (severity: string) => ownChanges.filter((change) => change.severity === severity).length;
  section.figures.push(
    { label: "Pages tracked", value: formatCount(own.length), detail: null },
    {
      label: "Pages checked in the period",
      value: formatCount(own.filter((p) => p.observedAt !== null).length),
      detail: null,
    },
    {
      label: "Changes detected",
      value: formatCount(ownChanges.length),
      detail: `${bySeverity("critical")} critical, ${bySeverity("warning")} warnings, ${bySeverity("info")} info`,
    },
  );
  const charted = own.filter((page) => page.scores.some((s) => s.value !== null)).slice(0, CHARTED);
  if (charted.length > 0 && charted.some((page) => page.scores.length >= 2))
    section.charts.push({
      title: "SEO score of the tracked pages",
      series: charted.map((page) => ({ name: page.url, points: page.scores })),
      max: 100,
      inverted: false,
    });
  section.tables.push({
    id: "tracked-pages",
    title: "Tracked pages",
    columns: [
      { label: "Page", kind: "url" },
      { label: "SEO score, start", kind: "number" },
      { label: "SEO score, end", kind: "number" },
      { label: "Change", kind: "number" },
      { label: "Changes detected", kind: "number" },
    ],
    rows: own.map((page) => [
      page.url,
      page.scoreFrom,
      page.scoreTo,
      page.scoreFrom !== null && page.scoreTo !== null ? page.scoreTo - page.scoreFrom : null,
      page.changes,
    ]),
    printedRows: 25,
  });
  if (ownChanges.length > 0)
    section.tables.push({
      id: "changes",
      title:
        data.changesTotal > data.changes.length
          ? `Changes (the newest ${formatCount(data.changes.length)})`
          : "Changes",
      columns: [
        { label: "Detected", kind: "text" },
        { label: "Page", kind: "url" },
        { label: "Change", kind: "text" },
        { label: "Severity", kind: "text" },
        { label: "Before", kind: "text" },
        { label: "After", kind: "text" },
      ],
      rows: ownChanges.map((c) => [
        c.detectedAt.slice(0, 10),
        c.url,
        changeLabel(c.type),
        c.severity,
        c.before,
        c.after,
      ]),
      printedRows: 20,
    });
  return section;
}
