import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** Rows per statement (four parameters each, well under every database's bound-parameter limit). */
const CHUNK = 500;

export type DeliveryChannel = "immediate" | "digest";

/**
 * Records that these changes go to this user, and returns the ones recorded now: a change someone
 * (a retried job, another worker, the other channel) already recorded for the user is left out.
 * Claiming before sending makes alerts at-most-once: a crash between the claim and the send loses
 * that e-mail rather than ever sending the same change twice (the unique change_id + user_id
 * constraint decides, whatever runs at the same time).
 */
export async function claimDeliveries(
  db: Kysely<Database>,
  input: { userId: string; changeIds: string[]; channel: DeliveryChannel; at: Date },
): Promise<string[]> {
  const sentAt = input.at.toISOString();
  const claimed: string[] = [];
  for (let i = 0; i < input.changeIds.length; i += CHUNK) {
    const rows = await db
      .insertInto("alert_deliveries")
      .values(
        input.changeIds.slice(i, i + CHUNK).map((changeId) => ({
          change_id: changeId,
          user_id: input.userId,
          channel: input.channel,
          sent_at: sentAt,
        })),
      )
      .onConflict((oc) => oc.columns(["change_id", "user_id"]).doNothing())
      .returning("change_id")
      .execute();
    claimed.push(...rows.map((r) => r.change_id));
  }
  return claimed;
}

/**
 * Gives claims back when the e-mail could not be sent (SMTP down): the changes are then left for
 * the next digest instead of being lost. Only claims of this channel and time are removed.
 */
export async function releaseDeliveries(
  db: Kysely<Database>,
  input: { userId: string; changeIds: string[]; channel: DeliveryChannel; at: Date },
): Promise<void> {
  for (let i = 0; i < input.changeIds.length; i += CHUNK) {
    await db
      .deleteFrom("alert_deliveries")
      .where("user_id", "=", input.userId)
      .where("change_id", "in", input.changeIds.slice(i, i + CHUNK))
      .where("channel", "=", input.channel)
      .where("sent_at", "=", input.at.toISOString())
      .execute();
  }
}
