import { randomUUID } from "node:crypto";
import {
  REPORT_LIMITS,
  type Report,
  type ReportInputSchema,
  type UpdateReportScheduleSchema,
} from "@ranklens/shared";
import type { Kysely, Selectable } from "kysely";
import type { z } from "zod";
import type { Database, ReportsTable } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { Actor } from "../../workspaces/actor";
import { recipientKey } from "../delivery/report-recipients";
import { reportOfRow } from "./report-row";

export type ReportFields = z.output<typeof ReportInputSchema>;

export const REPORT_NOT_FOUND = "Report not found";

/** The workspace's report; another workspace's is "not found", as if it did not exist. */
export async function findReport(
  db: Kysely<Database>,
  workspaceId: string,
  reportId: string,
): Promise<Selectable<ReportsTable>> {
  const row = await db
    .selectFrom("reports")
    .selectAll()
    .where("id", "=", reportId)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return row;
}

export async function listReports(db: Kysely<Database>, workspaceId: string, now: Date): Promise<Report[]> {
  const rows = await db
    .selectFrom("reports")
    .selectAll()
    .where("workspace_id", "=", workspaceId)
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map((row) => reportOfRow(row, now));
}

/**
 * The site, segment and project a definition names must be the workspace's (a segment, its site's):
 * anything else is refused on its field, as if it did not exist.
 */
async function checkReferences(
  db: Kysely<Database>,
  workspaceId: string,
  fields: ReportFields,
): Promise<void> {
  const refuse = (field: string, message: string) =>
    new AppError("INVALID_REQUEST", message, { details: { field } });
  if (fields.siteId) {
    const site = await db
      .selectFrom("sites")
      .select("id")
      .where("id", "=", fields.siteId)
      .where("workspace_id", "=", workspaceId)
      .executeTakeFirst();
    if (!site) throw refuse("siteId", "There is no such site in this workspace");
  }
  if (fields.segmentId) {
    const segment = await db
      .selectFrom("site_segments")
      .select("id")
      .where("id", "=", fields.segmentId)
      .where("site_id", "=", fields.siteId ?? "")
      .executeTakeFirst();
    if (!segment) throw refuse("segmentId", "There is no such segment of this site");
  }
  if (fields.projectId) {
    const project = await db
      .selectFrom("projects")
      .select("id")
      .where("id", "=", fields.projectId)
      .where("workspace_id", "=", workspaceId)
      .executeTakeFirst();
    if (!project) throw refuse("projectId", "There is no such project in this workspace");
  }
}

function columnsOf(fields: ReportFields) {
  const custom = fields.period === "custom";
  return {
    name: fields.name,
    site_id: fields.siteId,
    segment_id: fields.siteId ? fields.segmentId : null,
    project_id: fields.projectId,
    period: fields.period,
    from_date: custom ? fields.from : null,
    to_date: custom ? fields.to : null,
    sections: JSON.stringify(
      fields.sections.map((s) =>
        s.kind === "note" ? { kind: s.kind, text: s.text ?? "" } : { kind: s.kind },
      ),
    ),
    paper: fields.paper,
  };
}

export async function createReport(
  db: Kysely<Database>,
  actor: Actor,
  fields: ReportFields,
  now: Date,
): Promise<Report> {
  await checkReferences(db, actor.workspaceId, fields);
  const { n } = await db
    .selectFrom("reports")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("workspace_id", "=", actor.workspaceId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= REPORT_LIMITS.reports)
    throw new AppError(
      "CONFLICT",
      `A workspace keeps at most ${REPORT_LIMITS.reports} reports: delete one first.`,
    );
  const at = now.toISOString();
  const row = await db
    .insertInto("reports")
    .values({
      id: randomUUID(),
      workspace_id: actor.workspaceId,
      ...columnsOf(fields),
      created_by: actor.userId,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return reportOfRow(row, now);
}

export async function updateReport(
  db: Kysely<Database>,
  workspaceId: string,
  reportId: string,
  fields: ReportFields,
  now: Date,
): Promise<Report> {
  await findReport(db, workspaceId, reportId);
  await checkReferences(db, workspaceId, fields);
  const row = await db
    .updateTable("reports")
    .set({ ...columnsOf(fields), updated_at: now.toISOString() })
    .where("id", "=", reportId)
    .where("workspace_id", "=", workspaceId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return reportOfRow(row, now);
}

export async function deleteReport(
  db: Kysely<Database>,
  workspaceId: string,
  reportId: string,
): Promise<string> {
  const row = await findReport(db, workspaceId, reportId);
  await db.deleteFrom("reports").where("id", "=", row.id).execute();
  return row.name;
}

/** Sets the schedule: addresses trimmed, lower-cased and de-duplicated (one e-mail per address and period). */
export async function updateReportSchedule(
  db: Kysely<Database>,
  workspaceId: string,
  reportId: string,
  schedule: z.output<typeof UpdateReportScheduleSchema>,
  now: Date,
): Promise<Report> {
  await findReport(db, workspaceId, reportId);
  const recipients = [...new Set(schedule.recipients.map(recipientKey))];
  const row = await db
    .updateTable("reports")
    .set({ cadence: schedule.cadence, recipients: JSON.stringify(recipients), updated_at: now.toISOString() })
    .where("id", "=", reportId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return reportOfRow(row, now);
}
