import { createHmac, timingSafeEqual } from "node:crypto";

/** One recipient of one scheduled report: what a report e-mail's unsubscribe link stops. */
export interface RecipientGrant {
  reportId: string;
  /** The address as the report's deliveries key it (trimmed, lower case). */
  recipient: string;
}

/** Where the reports module answers the one-click unsubscribe (under /api/v1). */
export const REPORT_UNSUBSCRIBE_PATH = "/api/v1/reports/unsubscribe";

const VERSION = "v1";
/** Longer than any real token (an id and an address of at most 254 characters); refused before any work. */
export const MAX_RECIPIENT_TOKEN_LENGTH = 1024;

/**
 * The token of a report recipient's one-click unsubscribe link (RFC 8058), the alert mail's
 * pattern (mail/unsubscribe-token.ts) for people without an account: `v1.<payload>.<signature>`,
 * the payload the report and the address (base64url JSON), the signature an HMAC-SHA256 with a key
 * derived from AUTH_SECRET for this purpose only, so neither token can stand in for the other. No
 * expiry: an old e-mail's link must keep working.
 */
export function signRecipientToken(secret: string, grant: RecipientGrant): string {
  const payload = Buffer.from(JSON.stringify({ r: grant.reportId, e: grant.recipient }), "utf8").toString(
    "base64url",
  );
  return `${VERSION}.${payload}.${signature(secret, payload)}`;
}

/** The grant a token carries, or null when it is malformed, of another version, or its signature does not match. */
export function verifyRecipientToken(secret: string, token: string): RecipientGrant | null {
  if (token.length > MAX_RECIPIENT_TOKEN_LENGTH) return null;
  const [version, payload, given, ...rest] = token.split(".");
  if (version !== VERSION || !payload || !given || rest.length > 0) return null;
  // Compared as text, not decoded: base64url decoding ignores stray characters and spare bits.
  const expected = Buffer.from(signature(secret, payload), "utf8");
  const actual = Buffer.from(given, "utf8");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const { r, e } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<
      string,
      unknown
    >;
    if (typeof r !== "string" || typeof e !== "string" || !r || !e) return null;
    return { reportId: r, recipient: e };
  } catch {
    return null;
  }
}

/** The one-click unsubscribe address of a recipient (GET shows a confirm page, POST unsubscribes). */
export function recipientUnsubscribeUrl(
  env: { publicUrl: string; authSecret: string },
  grant: RecipientGrant,
): string {
  const token = signRecipientToken(env.authSecret, grant);
  return `${env.publicUrl}${REPORT_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

function signature(secret: string, payload: string): string {
  const key = createHmac("sha256", secret).update("ranklens:report-unsubscribe").digest();
  return createHmac("sha256", key).update(`${VERSION}.${payload}`).digest("base64url");
}
