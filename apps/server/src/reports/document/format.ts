import { REPORT_SECTION_TITLES, type ReportSectionKind } from "@ranklens/shared";
import type { ReportDocumentSection } from "./report-document";

/** Every number a report prints, as people read them in English: 1,204. */
export const formatCount = (value: number): string => value.toLocaleString("en-US");

/** A signed change: "+4", "−3" (a true minus sign), "0". */
export function formatDelta(value: number): string {
  if (value > 0) return `+${formatCount(value)}`;
  if (value < 0) return `−${formatCount(-value)}`;
  return "0";
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-10-30" or an ISO time → "30 Oct 2026" (UTC): unambiguous in every country. */
export function formatDay(isoDateOrTime: string): string {
  const [year, month, day] = isoDateOrTime.slice(0, 10).split("-").map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** A section with nothing yet: builders fill what they have. */
export function emptySection(kind: ReportSectionKind): ReportDocumentSection {
  return {
    kind,
    title: REPORT_SECTION_TITLES[kind],
    source: null,
    empty: null,
    figures: [],
    paragraphs: [],
    charts: [],
    tables: [],
  };
}

/** The sentence a section prints when its source has nothing for the period. */
export const NO_DATA = "No data for this period.";
