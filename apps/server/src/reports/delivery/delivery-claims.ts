import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** Rows per statement (four parameters each, well under every database's bound-parameter limit). */
const CHUNK = 500;

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Records that this period's report goes to these recipients and returns the ones recorded now:
 * one a retried job, another worker or an earlier run already recorded is left out. Claimed before
 * sending, as alerts are (monitoring/alerts/deliveries.ts): the unique (report, period, recipient)
 * decides whatever runs at the same time, so nobody gets a period twice; a crash between claim and
 * send loses that e-mail rather than doubling it.
 */
export async function claimReportDeliveries(
  db: Kysely<Database>,
  input: { reportId: string; periodKey: string; recipients: string[]; at: Date },
): Promise<Set<string>> {
  const sentAt = input.at.toISOString();
  const claimed = new Set<string>();
  for (const part of chunks(input.recipients)) {
    const rows = await db
      .insertInto("report_deliveries")
      .values(
        part.map((recipient) => ({
          report_id: input.reportId,
          period_key: input.periodKey,
          recipient,
          sent_at: sentAt,
        })),
      )
      .onConflict((oc) => oc.columns(["report_id", "period_key", "recipient"]).doNothing())
      .returning("recipient")
      .execute();
    for (const row of rows) claimed.add(row.recipient);
  }
  return claimed;
}

/** Gives a claim back when its e-mail could not be sent, so the next attempt sends it; only this run's claim. */
export async function releaseReportDelivery(
  db: Kysely<Database>,
  input: { reportId: string; periodKey: string; recipient: string; at: Date },
): Promise<void> {
  await db
    .deleteFrom("report_deliveries")
    .where("report_id", "=", input.reportId)
    .where("period_key", "=", input.periodKey)
    .where("recipient", "=", input.recipient)
    .where("sent_at", "=", input.at.toISOString())
    .execute();
}

/** The weekly summary's claims: one e-mail per member, workspace and ISO week (same rules as above). */
export async function claimSummaryDeliveries(
  db: Kysely<Database>,
  input: { workspaceId: string; week: string; userIds: string[]; at: Date },
): Promise<Set<string>> {
  const sentAt = input.at.toISOString();
  const claimed = new Set<string>();
  for (const part of chunks(input.userIds)) {
    const rows = await db
      .insertInto("summary_deliveries")
      .values(
        part.map((userId) => ({
          workspace_id: input.workspaceId,
          user_id: userId,
          week: input.week,
          sent_at: sentAt,
        })),
      )
      .onConflict((oc) => oc.columns(["workspace_id", "user_id", "week"]).doNothing())
      .returning("user_id")
      .execute();
    for (const row of rows) claimed.add(row.user_id);
  }
  return claimed;
}

export async function releaseSummaryDelivery(
  db: Kysely<Database>,
  input: { workspaceId: string; week: string; userId: string; at: Date },
): Promise<void> {
  await db
    .deleteFrom("summary_deliveries")
    .where("workspace_id", "=", input.workspaceId)
    .where("user_id", "=", input.userId)
    .where("week", "=", input.week)
    .where("sent_at", "=", input.at.toISOString())
    .execute();
}
