import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One call the fake Google received (bodies as sent: tests scan them, the server never logs them). */
export interface FakeGoogleRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/** A Search Analytics row of the fake, by dimension. */
export interface FakeSearchRow {
  query: string;
  page: string;
  country: string;
  device: string;
  clicks: number;
  impressions: number;
  position: number;
}

/** An answer the next API calls get instead of their data. */
export interface FakeApiFailure {
  status: number;
  /** Google's `error.errors[0].reason` ("rateLimitExceeded", "quotaExceeded", "forbidden"). */
  reason?: string;
  message?: string;
  retryAfter?: string;
}

/**
 * A local stand-in for Google's OAuth 2.0 endpoints and the Search Console API, speaking their
 * protocols: the consent page (auto-approving: it redirects to the redirect URI with a code and the
 * state), the token endpoint (authorization_code and refresh_token grants, `invalid_client`,
 * `invalid_grant` for a used code or a revoked grant, an OpenID id_token with the e-mail), the
 * revoke endpoint, sites.list and searchanalytics.query (rowLimit ≤ 25,000, startRow paging, 401 for
 * an unknown or expired token, 403 for a property the account cannot read, failures on demand).
 */
export interface FakeGoogle {
  /** e.g. http://127.0.0.1:PORT: both GOOGLE_OAUTH_BASE and GSC_API_BASE. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** The signed-in Google account. */
  email: string;
  requests: FakeGoogleRequest[];
  /** The properties the account can read. */
  sites: Array<{ siteUrl: string; permissionLevel: string }>;
  /** Rows of a property per day; by default `rowsPerDay` generated rows. */
  rowsFor: (property: string, date: string) => FakeSearchRow[];
  rowsPerDay: number;
  /** Seconds an access token lives. */
  accessTokenLifetime: number;
  /** The user refuses consent on the next visit of the consent page. */
  denyConsent: boolean;
  /** The user revokes RankLens's access in their Google account: every token stops working. */
  revokeAll(): void;
  /** The next `count` API calls get this answer. */
  failApi(failure: FakeApiFailure, count?: number): void;
  /** Refresh tokens issued (the tests look for them in responses and logs). */
  refreshTokens(): string[];
  accessTokens(): string[];
  /** Whether a refresh token was revoked through the revoke endpoint. */
  revokedThroughEndpoint: string[];
  close(): Promise<void>;
}

export const FAKE_GOOGLE_CLIENT = {
  id: "fake-client.apps.googleusercontent.com",
  secret: "fake-client-secret",
};

const COUNTRIES = ["usa", "gbr", "deu"];
const DEVICES = ["DESKTOP", "MOBILE", "TABLET"];

/** `count` distinct rows for a property's day: queries "q0".., 100 pages, every country and device. */
export function generatedRows(property: string, date: string, count: number): FakeSearchRow[] {
  const origin = property.startsWith("sc-domain:")
    ? `https://${property.slice("sc-domain:".length)}`
    : property.replace(/\/+$/, "");
  const day = Number(date.slice(8, 10));
  const rows: FakeSearchRow[] = [];
  for (let i = 0; i < count; i++) {
    const clicks = (i * 7 + day) % 5;
    rows.push({
      query: `q${i}`,
      page: `${origin}/page-${i % 100}`,
      country: COUNTRIES[i % 3]!,
      device: DEVICES[i % 2]!,
      clicks,
      impressions: clicks + 10 + (i % 20),
      position: 1 + (i % 50) + 0.5,
    });
  }
  return rows;
}

export async function startFakeGoogle(options: { email?: string } = {}): Promise<FakeGoogle> {
  const codes = new Map<string, { redirectUri: string; used: boolean }>();
  const refresh = new Map<string, { revoked: boolean }>();
  const access = new Map<string, { refreshToken: string; expiresAt: number }>();
  const failures: FakeApiFailure[] = [];
  const token = (prefix: string) => `${prefix}-${randomBytes(18).toString("base64url")}`;

  const fake: FakeGoogle = {
    url: "",
    clientId: FAKE_GOOGLE_CLIENT.id,
    clientSecret: FAKE_GOOGLE_CLIENT.secret,
    email: options.email ?? "seo.lead@example.com",
    requests: [],
    sites: [],
    rowsPerDay: 10,
    rowsFor: (property, date) => generatedRows(property, date, fake.rowsPerDay),
    accessTokenLifetime: 3600,
    denyConsent: false,
    revokeAll() {
      for (const grant of refresh.values()) grant.revoked = true;
    },
    failApi(failure, count = 1) {
      for (let i = 0; i < count; i++) failures.push(failure);
    },
    refreshTokens: () => [...refresh.keys()],
    accessTokens: () => [...access.keys()],
    revokedThroughEndpoint: [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
  const apiError = (res: ServerResponse, status: number, message: string, reason: string, headers = {}) =>
    send(
      res,
      status,
      { error: { code: status, message, status: reason.toUpperCase(), errors: [{ reason, message }] } },
      headers,
    );

  function consent(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const redirectUri = q.get("redirect_uri") ?? "";
    if (q.get("client_id") !== fake.clientId || !redirectUri) {
      res.writeHead(400, { "content-type": "text/plain" }).end("Error 401: invalid_client");
      return;
    }
    const back = new URL(redirectUri);
    back.searchParams.set("state", q.get("state") ?? "");
    if (fake.denyConsent) {
      fake.denyConsent = false;
      back.searchParams.set("error", "access_denied");
    } else {
      const code = token("4/code");
      codes.set(code, { redirectUri, used: false });
      back.searchParams.set("code", code);
    }
    res.writeHead(302, { location: back.toString() }).end();
  }

  function idToken(): string {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    return `${part({ alg: "RS256", typ: "JWT" })}.${part({ iss: "https://accounts.google.com", email: fake.email, email_verified: true, sub: "1234567890" })}.fake-signature`;
  }

  function tokenEndpoint(form: URLSearchParams, res: ServerResponse) {
    if (form.get("client_id") !== fake.clientId || form.get("client_secret") !== fake.clientSecret) {
      send(res, 401, { error: "invalid_client", error_description: "The OAuth client was not found." });
      return;
    }
    const issueAccess = (refreshToken: string) => {
      const accessToken = token("ya29");
      access.set(accessToken, { refreshToken, expiresAt: Date.now() + fake.accessTokenLifetime * 1000 });
      return accessToken;
    };
    if (form.get("grant_type") === "authorization_code") {
      const code = codes.get(form.get("code") ?? "");
      if (!code || code.used || code.redirectUri !== form.get("redirect_uri")) {
        send(res, 400, { error: "invalid_grant", error_description: "Malformed auth code." });
        return;
      }
      code.used = true;
      const refreshToken = token("1//refresh");
      refresh.set(refreshToken, { revoked: false });
      send(res, 200, {
        access_token: issueAccess(refreshToken),
        expires_in: fake.accessTokenLifetime,
        refresh_token: refreshToken,
        scope:
          "https://www.googleapis.com/auth/webmasters.readonly openid https://www.googleapis.com/auth/userinfo.email",
        token_type: "Bearer",
        id_token: idToken(),
      });
      return;
    }
    if (form.get("grant_type") === "refresh_token") {
      const refreshToken = form.get("refresh_token") ?? "";
      const grant = refresh.get(refreshToken);
      if (!grant || grant.revoked) {
        send(res, 400, { error: "invalid_grant", error_description: "Token has been expired or revoked." });
        return;
      }
      send(res, 200, {
        access_token: issueAccess(refreshToken),
        expires_in: fake.accessTokenLifetime,
        scope: "https://www.googleapis.com/auth/webmasters.readonly",
        token_type: "Bearer",
      });
      return;
    }
    send(res, 400, { error: "unsupported_grant_type" });
  }

  function api(req: IncomingMessage, path: string, body: Record<string, unknown>, res: ServerResponse) {
    const bearer = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    const grant = access.get(bearer);
    if (!grant || grant.expiresAt < Date.now() || refresh.get(grant.refreshToken)?.revoked) {
      apiError(res, 401, "Request had invalid authentication credentials.", "unauthenticated");
      return;
    }
    const failure = failures.shift();
    if (failure) {
      apiError(
        res,
        failure.status,
        failure.message ?? `Fake failure ${failure.status}`,
        failure.reason ?? "backendError",
        failure.retryAfter === undefined ? {} : { "retry-after": failure.retryAfter },
      );
      return;
    }
    if (req.method === "GET" && path === "/webmasters/v3/sites") {
      send(res, 200, fake.sites.length === 0 ? {} : { siteEntry: fake.sites });
      return;
    }
    const match = /^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/.exec(path);
    if (req.method === "POST" && match) {
      const property = decodeURIComponent(match[1]!);
      if (!fake.sites.some((s) => s.siteUrl === property)) {
        apiError(res, 403, `User does not have sufficient permission for site '${property}'.`, "forbidden");
        return;
      }
      const rowLimit = Number(body.rowLimit ?? 1000);
      const startRow = Number(body.startRow ?? 0);
      if (!Number.isInteger(rowLimit) || rowLimit < 1 || rowLimit > 25_000) {
        apiError(res, 400, "rowLimit must be between 1 and 25000.", "badRequest");
        return;
      }
      const dimensions = (body.dimensions as string[] | undefined) ?? [];
      const rows: Array<Record<string, unknown>> = [];
      for (let date = String(body.startDate); date <= String(body.endDate); date = nextDay(date))
        for (const row of fake.rowsFor(property, date)) {
          const values: Record<string, string> = { ...row, date } as never;
          rows.push({
            keys: dimensions.map((d) => values[d]),
            clicks: row.clicks,
            impressions: row.impressions,
            ctr: row.impressions === 0 ? 0 : row.clicks / row.impressions,
            position: row.position,
          });
        }
      const page = rows.slice(startRow, startRow + rowLimit);
      send(
        res,
        200,
        page.length === 0
          ? { responseAggregationType: "byPage" }
          : { rows: page, responseAggregationType: "byPage" },
      );
      return;
    }
    apiError(res, 404, `Not found: ${path}`, "notFound");
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const raw = Buffer.concat(chunks).toString("utf8");
      const form = new URLSearchParams(raw);
      const body: Record<string, unknown> = (req.headers["content-type"] ?? "").includes("json")
        ? (JSON.parse(raw || "{}") as Record<string, unknown>)
        : Object.fromEntries(form);
      fake.requests.push({ method: req.method ?? "GET", path: url.pathname, body });
      if (url.pathname === "/o/oauth2/v2/auth") return consent(url, res);
      if (req.method === "POST" && url.pathname === "/token") return tokenEndpoint(form, res);
      if (req.method === "POST" && url.pathname === "/revoke") {
        const revoked = form.get("token") ?? url.searchParams.get("token") ?? "";
        const grant = refresh.get(revoked);
        if (!grant) return send(res, 400, { error: "invalid_token" });
        grant.revoked = true;
        fake.revokedThroughEndpoint.push(revoked);
        return send(res, 200, {});
      }
      return api(req, url.pathname, body, res);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
