import { createAuthClient } from "better-auth/client";
import { describe, expect, it } from "vitest";
import { type SessionQueryState, sessionStatus } from "./session-status";

/** Better Auth's real client and session store, answered by `respond` instead of a server. */
async function sessionStateAfter(respond: () => Response | Promise<Response>): Promise<SessionQueryState> {
  const client = createAuthClient({
    baseURL: "http://app.test",
    fetchOptions: { customFetchImpl: async () => respond() },
  });
  const store = client.useSession;
  const stop = store.listen(() => {});
  await store.get().refetch();
  const state = store.get();
  stop();
  return state;
}

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

const SESSION = {
  session: { id: "s1", userId: "u1", token: "t", expiresAt: "2099-01-01T00:00:00.000Z" },
  user: { id: "u1", email: "ada@example.com", name: "Ada", emailVerified: false },
};

describe("sessionStatus with Better Auth's client", () => {
  it("a 429 or a 5xx from get-session is 'unavailable', never 'signed out'", async () => {
    const limited = await sessionStateAfter(() =>
      jsonResponse(429, { message: "Too many requests. Please try again later." }, { "retry-after": "30" }),
    );
    expect(sessionStatus(limited)).toBe("unavailable");
    const down = await sessionStateAfter(() => jsonResponse(503, { error: { code: "UNAVAILABLE" } }));
    expect(sessionStatus(down)).toBe("unavailable");
    const broken = await sessionStateAfter(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(sessionStatus(broken)).toBe("unavailable");
  });

  it("a network failure is 'unavailable' too", async () => {
    const offline = await sessionStateAfter(() => {
      throw new TypeError("Failed to fetch");
    });
    expect(sessionStatus(offline)).toBe("unavailable");
  });

  it("no session (200 null) or a 401 is 'signed out'; a session is 'signed in'", async () => {
    expect(sessionStatus(await sessionStateAfter(() => jsonResponse(200, null)))).toBe("signed-out");
    expect(sessionStatus(await sessionStateAfter(() => jsonResponse(401, { message: "no" })))).toBe(
      "signed-out",
    );
    expect(sessionStatus(await sessionStateAfter(() => jsonResponse(200, SESSION)))).toBe("signed-in");
  });

  it("still loading is 'pending'", () => {
    expect(sessionStatus({ data: null, isPending: true, error: null })).toBe("pending");
  });
});
