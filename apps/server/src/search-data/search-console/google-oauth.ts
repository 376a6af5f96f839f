import { ProviderError } from "../provider-error";
import { providerFetch } from "../provider-fetch";
import { type GoogleSetup, SEARCH_CONSOLE_SCOPES } from "./google-endpoints";

const PROVIDER = "search-console";

/** What Google's token endpoint grants: an access token, and on a first consent a refresh token. */
export interface GoogleTokens {
  accessToken: string;
  /** When the access token stops working (a minute early, so it is never sent stale). */
  expiresAt: number;
  refreshToken: string | null;
  /** The Google account's e-mail, from the OpenID id_token; null when Google gave none. */
  email: string | null;
}

/** Google said the grant is no longer good (revoked by the user, expired, or the password changed). */
export class RevokedGrantError extends Error {
  override readonly name = "RevokedGrantError";
}

/** The consent page's address: offline access (a refresh token) and the consent screen every time. */
export function authorizationUrl(google: GoogleSetup, redirectUri: string, state: string): string {
  const url = new URL(google.authUrl);
  url.search = new URLSearchParams({
    client_id: google.clientId ?? "",
    redirect_uri: redirectUri,
    response_type: "code",
    scope: SEARCH_CONSOLE_SCOPES.join(" "),
    access_type: "offline",
    prompt: "consent",
    include_granted_scopes: "true",
    state,
  }).toString();
  return url.toString();
}

/** Trades the consent page's code for tokens. */
export function exchangeCode(google: GoogleSetup, code: string, redirectUri: string, now: number) {
  return tokenRequest(google, { grant_type: "authorization_code", code, redirect_uri: redirectUri }, now);
}

/** A fresh access token from the stored refresh token; RevokedGrantError when Google refuses it. */
export function refreshAccessToken(google: GoogleSetup, refreshToken: string, now: number) {
  return tokenRequest(google, { grant_type: "refresh_token", refresh_token: refreshToken }, now);
}

/** Tells Google to forget the grant. Best effort: the grant is deleted here whatever Google says. */
export async function revokeToken(google: GoogleSetup, token: string): Promise<boolean> {
  try {
    const response = await fetch(google.revokeUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function tokenRequest(
  google: GoogleSetup,
  fields: Record<string, string>,
  now: number,
): Promise<GoogleTokens> {
  const response = await providerFetch(
    { id: PROVIDER, name: "Google's sign-in service" },
    fetch,
    google.tokenUrl,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        ...fields,
        client_id: google.clientId ?? "",
        client_secret: google.clientSecret ?? "",
      }).toString(),
      timeoutMs: 15_000,
    },
  );
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const code = typeof body.error === "string" ? body.error : `HTTP ${response.status}`;
    const said = typeof body.error_description === "string" ? `: ${body.error_description}` : "";
    if (code === "invalid_grant") throw new RevokedGrantError(`Google refused the grant (${code}${said})`);
    if (code === "invalid_client" || code === "unauthorized_client")
      throw new ProviderError(
        "PROVIDER_AUTH",
        PROVIDER,
        `Google refused this server's OAuth client (${code}${said}): check GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.`,
      );
    throw new ProviderError(
      response.status >= 500 ? "PROVIDER_UNAVAILABLE" : "PROVIDER_REJECTED",
      PROVIDER,
      `Google's token endpoint answered ${code}${said}.`,
    );
  }
  if (typeof body.access_token !== "string")
    throw new ProviderError(
      "PROVIDER_UNAVAILABLE",
      PROVIDER,
      "Google's token endpoint gave no access token.",
    );
  const lifetime = typeof body.expires_in === "number" ? body.expires_in : 3600;
  return {
    accessToken: body.access_token,
    expiresAt: now + Math.max(0, lifetime - 60) * 1000,
    refreshToken: typeof body.refresh_token === "string" ? body.refresh_token : null,
    email: typeof body.id_token === "string" ? emailOfIdToken(body.id_token) : null,
  };
}

/**
 * The e-mail claim of an OpenID id_token. Its signature is not checked: it came straight from
 * Google's token endpoint over TLS, which OpenID Connect allows (Core §3.1.3.7), and it only names
 * the account in settings; it authorises nothing.
 */
export function emailOfIdToken(idToken: string): string | null {
  const payload = idToken.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { email?: unknown };
    return typeof claims.email === "string" ? claims.email : null;
  } catch {
    return null;
  }
}
