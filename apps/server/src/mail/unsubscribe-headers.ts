import { signUnsubscribeToken, type UnsubscribeGrant } from "./unsubscribe-token";

/** Where monitoring/routes/unsubscribe.ts answers (under /api/v1). */
export const UNSUBSCRIBE_PATH = "/api/v1/alerts/unsubscribe";

/** The one-click unsubscribe address of a grant (GET shows a confirm page, POST unsubscribes). */
export function unsubscribeUrl(
  env: { publicUrl: string; authSecret: string },
  grant: UnsubscribeGrant,
): string {
  const token = signUnsubscribeToken(env.authSecret, grant);
  return `${env.publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` to the URL
 * without a session and without following the link in a browser (RFC 2369 angle brackets).
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${url}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
