/**
 * A signed-in user of a running RankLens server, as a browser would be: a
 * session cookie, and writes that carry the server's Origin and a JSON body
 * (the same-origin rule for cookie writes).
 */
export interface ApiSession {
  /** The server's base URL, e.g. http://127.0.0.1:41234. */
  url: string;
  /** `name=value` of the session cookie, ready for a Cookie header. */
  cookie: string;
  /** Sends a request to `path` (e.g. /api/v1/content) with the cookie; `body` is sent as JSON. */
  request(method: string, path: string, body?: unknown, init?: { signal?: AbortSignal }): Promise<Response>;
}

const PASSWORD = "load test password 1";

/** Headers a cookie-authenticated write from the web app carries. */
export function writeHeaders(url: string, cookie: string): Record<string, string> {
  return { "content-type": "application/json", origin: url, cookie };
}

/** Binds a cookie to a server URL (a restarted server on a new port keeps the same sessions). */
export function sessionFor(url: string, cookie: string): ApiSession {
  return {
    url,
    cookie,
    request: (method, path, body, init) =>
      fetch(`${url}${path}`, {
        method,
        headers: body === undefined ? { cookie, origin: url } : writeHeaders(url, cookie),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: init?.signal,
      }),
  };
}

/**
 * Registers a fresh user on the server, signs in and returns the session. `from` is the client
 * address the user signs up from (sent as X-Forwarded-For: the server must run with
 * TRUST_PROXY=true), so that many users can sign up without meeting the per-address auth limits.
 */
export async function signUpAndSignIn(url: string, label = "load", from?: string): Promise<ApiSession> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const headers: Record<string, string> = {
    "content-type": "application/json",
    origin: url,
    ...(from ? { "x-forwarded-for": from } : {}),
  };
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: PASSWORD, name: "Load Test" }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = signIn.headers.getSetCookie().find((c) => c.includes("session_token="));
  if (!cookie) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return sessionFor(url, cookie.split(";")[0] ?? "");
}
