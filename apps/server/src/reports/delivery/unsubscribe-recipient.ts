import type { AppDeps } from "../../app-env";
import { verifyRecipientToken } from "./recipient-unsubscribe-token";

/** Who a valid link unsubscribes from what: for the confirm page and the answer. */
export interface RecipientUnsubscribe {
  reportId: string;
  recipient: string;
  reportName: string;
}

/**
 * What a recipient's unsubscribe link stands for, changing nothing (the GET page a mail scanner
 * may open): null when the token is not valid or the report is gone.
 */
export async function readRecipientUnsubscribe(
  deps: Pick<AppDeps, "db" | "env">,
  token: string,
): Promise<RecipientUnsubscribe | null> {
  const grant = verifyRecipientToken(deps.env.authSecret, token);
  if (!grant) return null;
  const report = await deps.db
    .selectFrom("reports")
    .select("name")
    .where("id", "=", grant.reportId)
    .executeTakeFirst();
  return report ? { ...grant, reportName: report.name } : null;
}

/**
 * The one-click unsubscribe (RFC 8058 POST, no session): records that this address gets this
 * report no more. Kept even when the owner adds the address again (the scheduled send skips it);
 * a second click changes nothing. Null when the token is not valid or the report is gone.
 */
export async function unsubscribeRecipient(
  deps: Pick<AppDeps, "db" | "env" | "now">,
  token: string,
): Promise<RecipientUnsubscribe | null> {
  const found = await readRecipientUnsubscribe(deps, token);
  if (!found) return null;
  await deps.db
    .insertInto("report_unsubscribes")
    .values({ report_id: found.reportId, recipient: found.recipient, at: deps.now().toISOString() })
    .onConflict((oc) => oc.columns(["report_id", "recipient"]).doNothing())
    .execute();
  return found;
}
