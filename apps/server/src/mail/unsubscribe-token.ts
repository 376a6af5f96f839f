import { signLinkToken, verifyLinkToken } from "./signed-link-token";

/** The lists an alert e-mail can be unsubscribed from: Content Alerts, Ranking Alerts and the daily digest (Email Notifications). */
export const UNSUBSCRIBE_LISTS = ["content", "ranking", "digest"] as const;
export type UnsubscribeList = (typeof UNSUBSCRIBE_LISTS)[number];

export interface UnsubscribeGrant {
  userId: string;
  workspaceId: string;
  list: UnsubscribeList;
}

/** Far longer than any real token (two ids and a list name); longer input is refused before any work. */
export const MAX_TOKEN_LENGTH = 512;
const PURPOSE = "ranklens:alert-unsubscribe";

/**
 * The token of a one-click unsubscribe link of an alert e-mail (signed-link-token.ts): the user,
 * workspace and list. Changing any byte — another user, another workspace, the other list —
 * breaks the signature.
 */
export function signUnsubscribeToken(secret: string, grant: UnsubscribeGrant): string {
  return signLinkToken(secret, PURPOSE, { u: grant.userId, w: grant.workspaceId, l: grant.list });
}

/** The grant a token carries, or null when it is malformed, of another version, or its signature does not match. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeGrant | null {
  const fields = verifyLinkToken(secret, PURPOSE, token, MAX_TOKEN_LENGTH);
  if (!fields) return null;
  const { u, w, l } = fields;
  if (typeof u !== "string" || typeof w !== "string" || !UNSUBSCRIBE_LISTS.includes(l as UnsubscribeList))
    return null;
  return { userId: u, workspaceId: w, list: l as UnsubscribeList };
}
