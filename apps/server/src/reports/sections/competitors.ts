import type { ProjectReportData, ReportTrackedPage } from "../../monitoring";
import { emptySection, formatCount, NO_DATA } from "../document/format";
import type { ReportDocumentSection } from "../document/report-document";
import { monitoringSource } from "./project-source";

/** Mean of the scores measured, rounded; null when none was. */
function meanScore(pages: ReportTrackedPage[]): number | null {
  const scores = pages.map((page) => page.scoreTo).filter((score): score is number => score !== null);
  return scores.length === 0 ? null : Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
}

/** The project's pages against each competitor's, scored by the same engine on the same schedule. */
export function competitorsSection(data: ProjectReportData): ReportDocumentSection {
  const section = emptySection("competitors");
  const theirs = data.pages.filter((page) => page.competitorHost !== null && page.observedAt !== null);
  if (theirs.length === 0) return { ...section, empty: NO_DATA };
  section.source = `${monitoringSource(data)}; scores are the last check in the period`;
  const own = data.pages.filter((page) => page.competitorHost === null && page.observedAt !== null);
  const hosts = [...new Set(theirs.map((page) => page.competitorHost!))].sort();
  const competitorChanges = (host: string) => data.changes.filter((c) => c.competitorHost === host).length;
  section.tables.push({
    id: "competitors",
    title: "Average SEO score, yours and each competitor's",
    columns: [
      { label: "Site", kind: "text" },
      { label: "Pages checked", kind: "number" },
      { label: "Average SEO score", kind: "number" },
      { label: "Changes detected", kind: "number" },
    ],
    rows: [
      [
        `${data.project.name} (yours)`,
        own.length,
        meanScore(own),
        data.changes.filter((c) => c.competitorHost === null).length,
      ],
      ...hosts.map((host) => {
        const pages = theirs.filter((page) => page.competitorHost === host);
        return [host, pages.length, meanScore(pages), competitorChanges(host)];
      }),
    ],
    printedRows: 25,
  });
  section.figures.push({ label: "Competitors compared", value: formatCount(hosts.length), detail: null });
  return section;
}
