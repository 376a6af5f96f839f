import type { Report, ReportPaper, ReportPeriod, ReportSection } from "@ranklens/shared";
import type { Selectable } from "kysely";
import type { ReportsTable } from "../../db/schema";
import { parseRecipients } from "../delivery/report-recipients";
import type { ReportDefinition } from "../document/report-definition";
import { nextSendAt } from "./next-send-at";

export const reportSections = (row: Pick<Selectable<ReportsTable>, "sections">): ReportSection[] =>
  JSON.parse(row.sections) as ReportSection[];

/** The definition the builder reads. */
export function definitionOfRow(row: Selectable<ReportsTable>): ReportDefinition {
  return {
    workspaceId: row.workspace_id,
    name: row.name,
    siteId: row.site_id,
    segmentId: row.segment_id,
    projectId: row.project_id,
    period: row.period as ReportPeriod,
    from: row.from_date,
    to: row.to_date,
    sections: reportSections(row),
    paper: row.paper as ReportPaper,
  };
}

/** A stored report as the API shows it. */
export function reportOfRow(row: Selectable<ReportsTable>, now: Date): Report {
  const definition = definitionOfRow(row);
  const cadence = row.cadence as Report["schedule"]["cadence"];
  return {
    id: row.id,
    name: definition.name,
    siteId: definition.siteId,
    segmentId: definition.segmentId,
    projectId: definition.projectId,
    period: definition.period,
    from: definition.from,
    to: definition.to,
    sections: definition.sections,
    paper: definition.paper,
    schedule: {
      cadence,
      recipients: parseRecipients(row.recipients),
      lastSentAt: row.last_sent_at,
      nextSendAt: nextSendAt(cadence, now),
    },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
