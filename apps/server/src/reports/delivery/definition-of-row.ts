import {
  type ReportPaper,
  type ReportPeriod,
  type ReportSection,
  ReportSectionSchema,
} from "@ranklens/shared";
import type { Selectable } from "kysely";
import type { ReportsTable } from "../../db/schema";
import type { ReportDefinition } from "../document/report-definition";

/** A stored report as the builder reads it; sections that no longer parse are left out. */
export function definitionOfRow(row: Selectable<ReportsTable>): ReportDefinition {
  let sections: ReportSection[] = [];
  try {
    const parsed: unknown = JSON.parse(row.sections);
    if (Array.isArray(parsed)) {
      sections = parsed.flatMap((s) => {
        const section = ReportSectionSchema.safeParse(s);
        return section.success ? [section.data] : [];
      });
    }
  } catch {
    sections = [];
  }
  return {
    workspaceId: row.workspace_id,
    name: row.name,
    siteId: row.site_id,
    segmentId: row.segment_id,
    projectId: row.project_id,
    period: row.period as ReportPeriod,
    from: row.from_date,
    to: row.to_date,
    sections,
    paper: row.paper as ReportPaper,
  };
}
