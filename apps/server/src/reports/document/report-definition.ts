import type { ReportPaper, ReportPeriod, ReportSection } from "@ranklens/shared";

/** A stored report's definition, as the builder reads it (the row, parsed). */
export interface ReportDefinition {
  workspaceId: string;
  name: string;
  siteId: string | null;
  segmentId: string | null;
  projectId: string | null;
  period: ReportPeriod;
  /** With period "custom": first and last day, inclusive (YYYY-MM-DD). */
  from: string | null;
  to: string | null;
  sections: ReportSection[];
  paper: ReportPaper;
}

/** The days a report covers, first and last inclusive (YYYY-MM-DD, UTC). */
export interface ReportRange {
  from: string;
  to: string;
}
