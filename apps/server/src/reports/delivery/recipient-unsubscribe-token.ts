import { signLinkToken, verifyLinkToken } from "../../mail/signed-link-token";

/** One recipient of one scheduled report: what a report e-mail's unsubscribe link stops. */
export interface RecipientGrant {
  reportId: string;
  /** The address as the report's deliveries key it (trimmed, lower case). */
  recipient: string;
}

/** Where the reports module answers the one-click unsubscribe (under /api/v1). */
export const REPORT_UNSUBSCRIBE_PATH = "/api/v1/reports/unsubscribe";

/** Longer than any real token (an id and an address of at most 254 characters); refused before any work. */
export const MAX_RECIPIENT_TOKEN_LENGTH = 1024;
const PURPOSE = "ranklens:report-unsubscribe";

/**
 * The token of a report recipient's one-click unsubscribe link (RFC 8058), for people without an
 * account: the report and the address, signed for this purpose only (signed-link-token.ts), so an
 * alert's token cannot stand in for it nor it for an alert's.
 */
export function signRecipientToken(secret: string, grant: RecipientGrant): string {
  return signLinkToken(secret, PURPOSE, { r: grant.reportId, e: grant.recipient });
}

/** The grant a token carries, or null when it is malformed, of another version, or its signature does not match. */
export function verifyRecipientToken(secret: string, token: string): RecipientGrant | null {
  const fields = verifyLinkToken(secret, PURPOSE, token, MAX_RECIPIENT_TOKEN_LENGTH);
  if (!fields) return null;
  const { r, e } = fields;
  if (typeof r !== "string" || typeof e !== "string" || !r || !e) return null;
  return { reportId: r, recipient: e };
}

/** The one-click unsubscribe address of a recipient (GET shows a confirm page, POST unsubscribes). */
export function recipientUnsubscribeUrl(
  env: { publicUrl: string; authSecret: string },
  grant: RecipientGrant,
): string {
  const token = signRecipientToken(env.authSecret, grant);
  return `${env.publicUrl}${REPORT_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}
