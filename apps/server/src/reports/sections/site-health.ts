import type { SiteReportData } from "../../site-audit";
import { emptySection, formatCount, formatDay, formatDelta, NO_DATA } from "../document/format";
import type { ReportDocumentSection } from "../document/report-document";
import { crawlSource } from "./site-source";

/** The site's health on its last crawl of the period: score, what was fetched, pages in error, the score's trend. */
export function siteHealthSection(data: SiteReportData): ReportDocumentSection {
  const section = emptySection("site_health");
  const { latest, previous } = data;
  if (!latest) return { ...section, empty: NO_DATA };
  section.source = crawlSource(data);
  const since = previous ? `since ${formatDay(previous.finishedAt)}` : null;
  const delta = (now: number | null, before: number | null | undefined) => {
    if (!since || now === null || before === null || before === undefined) return null;
    return now === before ? `no change ${since}` : `${formatDelta(now - before)} ${since}`;
  };
  section.figures.push(
    {
      label: "Health score",
      value: latest.healthScore === null ? "N/A" : `${latest.healthScore} / 100`,
      detail: delta(latest.healthScore, previous?.healthScore),
    },
    {
      label: "URLs fetched",
      value: formatCount(latest.fetched),
      detail: delta(latest.fetched, previous?.fetched),
    },
    {
      label: "Pages in error (4xx, 5xx, failed)",
      value: formatCount(latest.errorPages),
      detail: delta(latest.errorPages, previous?.errorPages),
    },
    {
      label: "Issue types found",
      value: formatCount(latest.issues.length),
      detail: delta(latest.issues.length, previous?.issues.length),
    },
  );
  const scored = data.crawlsInPeriod.filter((crawl) => crawl.healthScore !== null);
  if (scored.length >= 2)
    section.charts.push({
      title: "Health score per crawl",
      series: [
        {
          name: data.site.name,
          points: scored.map((crawl) => ({ at: crawl.finishedAt, value: crawl.healthScore })),
        },
      ],
      max: 100,
      inverted: false,
    });
  return section;
}
