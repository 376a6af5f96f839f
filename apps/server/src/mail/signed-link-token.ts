import { createHmac, timingSafeEqual } from "node:crypto";

/** Bumped if the token's layout or key ever changes; older tokens are then refused, never misread. */
const VERSION = "v1";

/**
 * The token of a link that works without a session (one-click unsubscribes, RFC 8058), so it must
 * itself say what it allows: `v1.<payload>.<signature>`, the payload the fields as base64url JSON,
 * the signature an HMAC-SHA256 over version and payload with a key derived from AUTH_SECRET for
 * `purpose` only — a token made for one purpose never passes for another. No expiry: an old
 * e-mail's link must keep working.
 */
export function signLinkToken(secret: string, purpose: string, fields: Record<string, string>): string {
  const payload = Buffer.from(JSON.stringify(fields), "utf8").toString("base64url");
  return `${VERSION}.${payload}.${signature(secret, purpose, payload)}`;
}

/**
 * The fields a token carries, or null when it is longer than `maxLength` (refused before any
 * work), malformed, of another version or purpose, or its signature does not match. The caller
 * checks the fields' shape.
 */
export function verifyLinkToken(
  secret: string,
  purpose: string,
  token: string,
  maxLength: number,
): Record<string, unknown> | null {
  if (token.length > maxLength) return null;
  const [version, payload, given, ...rest] = token.split(".");
  if (version !== VERSION || !payload || !given || rest.length > 0) return null;
  // Compared as text, not decoded: base64url decoding ignores stray characters and spare bits.
  const expected = Buffer.from(signature(secret, purpose, payload), "utf8");
  const actual = Buffer.from(given, "utf8");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const fields: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return fields && typeof fields === "object" && !Array.isArray(fields)
      ? (fields as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function signature(secret: string, purpose: string, payload: string): string {
  // A key of its own per purpose, so a signature made here can never stand in for another use of AUTH_SECRET.
  const key = createHmac("sha256", secret).update(purpose).digest();
  return createHmac("sha256", key).update(`${VERSION}.${payload}`).digest("base64url");
}
