/**
 * Where RankLens talks to Google for Search Console. GOOGLE_OAUTH_BASE and GSC_API_BASE point them
 * at a local fake in tests only (as STRIPE_API_BASE does): with a base set, the consent page, token
 * and revoke endpoints all live under it.
 */
export const GOOGLE_AUTH_URL = "https://accounts.google.com/o/oauth2/v2/auth";
export const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
export const GOOGLE_REVOKE_URL = "https://oauth2.googleapis.com/revoke";
export const GSC_API = "https://searchconsole.googleapis.com";

/** Read-only Search Console, and who the Google account is (its e-mail, shown in settings). */
export const SEARCH_CONSOLE_SCOPES = [
  "https://www.googleapis.com/auth/webmasters.readonly",
  "openid",
  "email",
] as const;

/** The Google client and endpoints a server uses; `clientId` null when the operator set none. */
export interface GoogleSetup {
  clientId: string | null;
  clientSecret: string | null;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  apiBase: string;
}

export function googleSetup(env: {
  GOOGLE_CLIENT_ID?: string | undefined;
  GOOGLE_CLIENT_SECRET?: string | undefined;
  GOOGLE_OAUTH_BASE?: string | undefined;
  GSC_API_BASE?: string | undefined;
}): GoogleSetup {
  const oauthBase = env.GOOGLE_OAUTH_BASE?.replace(/\/+$/, "");
  return {
    clientId: env.GOOGLE_CLIENT_ID?.trim() || null,
    clientSecret: env.GOOGLE_CLIENT_SECRET?.trim() || null,
    authUrl: oauthBase ? `${oauthBase}/o/oauth2/v2/auth` : GOOGLE_AUTH_URL,
    tokenUrl: oauthBase ? `${oauthBase}/token` : GOOGLE_TOKEN_URL,
    revokeUrl: oauthBase ? `${oauthBase}/revoke` : GOOGLE_REVOKE_URL,
    apiBase: env.GSC_API_BASE?.replace(/\/+$/, "") ?? GSC_API,
  };
}

/** 501 when the operator set no Google client: what to do about it. */
export const NO_GOOGLE_CLIENT =
  "This server has no Google OAuth client, so Search Console cannot be connected: its administrator must create one " +
  "(Google Cloud console → APIs & Services → Credentials → OAuth client ID, type Web application, with the redirect URI " +
  "<PUBLIC_URL>/api/v1/providers/search-console/callback, and the Search Console API enabled) and set GOOGLE_CLIENT_ID " +
  "and GOOGLE_CLIENT_SECRET (see the README).";
