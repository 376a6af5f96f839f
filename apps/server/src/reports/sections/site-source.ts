import type { SiteReportData } from "../../site-audit";
import { formatCount, formatDay } from "../document/format";

/**
 * Where a site section's figures come from: the crawl, its date and size, and the segment when the
 * counts are a segment's (the health score is always the whole crawl's).
 */
export function crawlSource(data: SiteReportData): string | null {
  if (!data.latest) return null;
  const crawl = `RankLens crawl of ${data.site.name}, finished ${formatDay(data.latest.finishedAt)} (${formatCount(data.latest.fetched)} URLs)`;
  const compared = data.previous ? `, compared with the crawl of ${formatDay(data.previous.finishedAt)}` : "";
  const segment = data.segment ? `; issue counts are the pages of the segment “${data.segment.name}”` : "";
  return `${crawl}${compared}${segment}`;
}
