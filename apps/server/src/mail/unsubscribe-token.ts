import { createHmac, timingSafeEqual } from "node:crypto";

/** The lists an alert e-mail can be unsubscribed from: Content Alerts, Ranking Alerts and the daily digest (Email Notifications). */
export const UNSUBSCRIBE_LISTS = ["content", "ranking", "digest"] as const;
export type UnsubscribeList = (typeof UNSUBSCRIBE_LISTS)[number];

export interface UnsubscribeGrant {
  userId: string;
  workspaceId: string;
  list: UnsubscribeList;
}

/** Bumped if the token's layout or key ever changes; older tokens are then refused, never misread. */
const VERSION = "v1";
/** Far longer than any real token (two ids and a list name); longer input is refused before any work. */
export const MAX_TOKEN_LENGTH = 512;

/**
 * The token of a one-click unsubscribe link (RFC 8058): it works without a session, so it must
 * itself say who may be unsubscribed from what. It is `v1.<payload>.<signature>`, the payload the
 * user, workspace and list (base64url JSON), the signature an HMAC-SHA256 over version and payload
 * with a key derived from AUTH_SECRET for this purpose only. Changing any byte — another user, another
 * workspace, the other list — breaks the signature. No expiry: an old e-mail's link must keep working.
 */
export function signUnsubscribeToken(secret: string, grant: UnsubscribeGrant): string {
  const payload = Buffer.from(
    JSON.stringify({ u: grant.userId, w: grant.workspaceId, l: grant.list }),
    "utf8",
  ).toString("base64url");
  return `${VERSION}.${payload}.${signature(secret, payload)}`;
}

/** The grant a token carries, or null when it is malformed, of another version, or its signature does not match. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeGrant | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [version, payload, given, ...rest] = token.split(".");
  if (version !== VERSION || !payload || !given || rest.length > 0) return null;
  // Compared as text, not decoded: base64url decoding ignores stray characters and spare bits.
  const expected = Buffer.from(signature(secret, payload), "utf8");
  const actual = Buffer.from(given, "utf8");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const { u, w, l } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<
      string,
      unknown
    >;
    if (typeof u !== "string" || typeof w !== "string" || !UNSUBSCRIBE_LISTS.includes(l as UnsubscribeList)) {
      return null;
    }
    return { userId: u, workspaceId: w, list: l as UnsubscribeList };
  } catch {
    return null;
  }
}

function signature(secret: string, payload: string): string {
  // A key of its own, so a signature made here can never stand in for another use of AUTH_SECRET.
  const key = createHmac("sha256", secret).update("ranklens:alert-unsubscribe").digest();
  return createHmac("sha256", key).update(`${VERSION}.${payload}`).digest("base64url");
}
