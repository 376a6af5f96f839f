import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SlowSite, startSlowSite } from "../apps/server/test/slow-site";
import { type RunningServer, startServer } from "../e2e/support/server";
import { type ApiSession, signUpAndSignIn } from "./support/api-session";
import { recordFigure } from "./support/record-figure";

const USERS = 6;
const PER_USER = 4;
const COMPETITORS = 10;
/** The server's defaults (FETCH_CONCURRENCY_GLOBAL, FETCH_CONCURRENCY_PER_USER). */
const GLOBAL_LIMIT = 64;
const PER_USER_LIMIT = 16;
/** Long enough that every request is admitted or refused while the first analyses still fetch. */
const HOLD_MS = 2_000;

interface Outcome {
  user: number;
  status: number;
  retryAfter: string | null;
  message: string | undefined;
}

describe(`${USERS * PER_USER} concurrent analyses with ${COMPETITORS} competitors each`, () => {
  let server: RunningServer;
  let site: SlowSite;
  let sessions: ApiSession[];

  beforeAll(async () => {
    site = await startSlowSite(HOLD_MS);
    server = await startServer({ LOG_LEVEL: "error", BILLING: "off", ALLOW_PRIVATE_NETWORKS: "true" });
    sessions = [];
    for (let i = 0; i < USERS; i++) sessions.push(await signUpAndSignIn(server.url, `fetch${i}`));
  });
  afterAll(async () => {
    await server?.stop();
    await site?.close();
  });

  it("never have more fetches in flight than the limits, and the refused ones cost no quota", async () => {
    const analyse = async (user: number, n: number): Promise<Outcome> => {
      const res = await sessions[user]!.request("POST", "/api/v1/analyses", {
        url: `${site.url}/page-${user}-${n}`,
        competitors: Array.from(
          { length: COMPETITORS },
          (_, i) => `${site.url}/competitor-${user}-${n}-${i}`,
        ),
      });
      const body = (await res.json()) as { error?: { message?: string } };
      return {
        user,
        status: res.status,
        retryAfter: res.headers.get("retry-after"),
        message: body.error?.message,
      };
    };
    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: USERS * PER_USER }, (_, i) => analyse(i % USERS, Math.floor(i / USERS))),
    );
    const seconds = (performance.now() - started) / 1000;
    const ran = outcomes.filter((o) => o.status === 201);
    const refused = outcomes.filter((o) => o.status === 429);
    const peak = site.peak();

    console.log(
      `load: ${outcomes.length} analyses × ${COMPETITORS + 1} pages at once in ${seconds.toFixed(1)} s: ${ran.length} ran, ${refused.length} × 429; peak ${peak} fetches in flight at the target`,
    );
    recordFigure({
      scenario: `${outcomes.length} analyses × ${COMPETITORS + 1} pages at once`,
      measured: `peak ${peak} fetches in flight, ${ran.length} ran, ${refused.length} × 429`,
      budget: `peak ≤ ${GLOBAL_LIMIT}, no user over ${PER_USER_LIMIT}`,
      ok: peak <= GLOBAL_LIMIT && refused.length > 0,
    });

    expect(ran.length + refused.length).toBe(outcomes.length);
    expect(peak).toBeLessThanOrEqual(GLOBAL_LIMIT);
    // One analysis of 11 pages per user fits in 16; all six would need 66 of 64.
    expect(ran.length).toBe(Math.floor(GLOBAL_LIMIT / (COMPETITORS + 1)));
    for (let user = 0; user < USERS; user++)
      expect(ran.filter((o) => o.user === user).length).toBeLessThanOrEqual(1);
    expect(refused.every((o) => Number(o.retryAfter) > 0)).toBe(true);
    expect(refused[0]?.message).toBe("Too many analyses are running. Please wait a moment and try again.");
    // Refused analyses were not counted against anyone's plan.
    const used = await Promise.all(
      sessions.map(
        async (s) => ((await (await s.request("GET", "/api/v1/usage")).json()) as { used: number }).used,
      ),
    );
    expect(used.reduce((a, b) => a + b, 0)).toBe(ran.length);
    expect(site.inFlight()).toBe(0);
    expect(server.isRunning()).toBe(true);
  });
});
