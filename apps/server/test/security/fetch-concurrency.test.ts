import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOO_MANY_FETCHES_MESSAGE } from "../../src/fetch-limits/with-fetch-slots";
import { testDatabaseKinds } from "../databases";
import { json } from "../harness";
import { type SlowSite, startSlowSite } from "../slow-site";
import { createSecurityContext, type SecurityContext } from "./security-context";

/**
 * Outbound fetch concurrency (issue 11, item 3): 20 concurrent analyses with
 * 10 competitors each had 220 fetches in flight at once. Each page of an
 * analysis now takes a fetch slot, per user and per server; an analysis that
 * cannot have all of its slots is refused with 429 before its quota is
 * touched. The in-flight count is measured at the target site.
 */

const PER_USER = 11;
const GLOBAL = 22;
/** Each page and each robots.txt is held this long, so admissions all happen while the first are in flight. */
const HOLD_MS = 1_000;

describe.each(testDatabaseKinds())("outbound fetch concurrency [%s]", (kind) => {
  let t: SecurityContext;
  let site: SlowSite;
  beforeAll(async () => {
    site = await startSlowSite(HOLD_MS);
    t = await createSecurityContext(kind, {
      env: {
        ALLOW_PRIVATE_NETWORKS: "true",
        BILLING: "off",
        FETCH_CONCURRENCY_GLOBAL: String(GLOBAL),
        FETCH_CONCURRENCY_PER_USER: String(PER_USER),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await site?.close();
  });

  const analyse = (cookie: string, competitors: number, path = "/") =>
    t.request("/api/v1/analyses", {
      cookie,
      json: {
        url: `${site.url}${path}?r=${Math.random()}`,
        competitors: Array.from({ length: competitors }, (_, i) => `${site.url}/competitor-${i}`),
      },
    });
  const used = async (cookie: string) => (await json(await t.request("/api/v1/usage", { cookie }))).used;

  const expectRefusal = async (res: Response, scope: "user" | "global") => {
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("5");
    expect((await json(res)).error).toEqual({
      code: "RATE_LIMITED",
      message: TOO_MANY_FETCHES_MESSAGE,
      details: { retryAfterSeconds: 5, scope },
    });
  };

  it("one user's concurrent analyses beyond their share are 429, and the refused ones are not counted", async () => {
    const { cookie } = await t.createUser();
    site.resetPeak();
    // Five analyses of 5 pages each: two fit in 11 slots.
    const responses = await Promise.all(Array.from({ length: 5 }, () => analyse(cookie, 4)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429]);
    for (const res of responses.filter((r) => r.status === 429)) await expectRefusal(res, "user");
    expect(site.peak()).toBeLessThanOrEqual(PER_USER);
    expect(site.peak()).toBeGreaterThanOrEqual(10);
    expect(await used(cookie)).toBe(2);

    // Everything was given back: one analysis with 10 competitors (11 pages) fits again.
    const full = await analyse(cookie, 10);
    expect(full.status).toBe(201);
    expect((await json(full)).report.competitors).toHaveLength(10);
  });

  it("all users together stay within the server's limit", async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => t.createUser()));
    site.resetPeak();
    // Eight analyses of 5 pages each (40 fetches) against 22 slots: four fit.
    const responses = await Promise.all(
      users.flatMap(({ cookie }) => [analyse(cookie, 4), analyse(cookie, 4)]),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(4);
    const refused = responses.filter((r) => r.status === 429);
    expect(refused).toHaveLength(4);
    for (const res of refused) await expectRefusal(res, "global");
    expect(site.peak()).toBeLessThanOrEqual(GLOBAL);
    expect(site.peak()).toBeGreaterThanOrEqual(20);
    const counted = await Promise.all(users.map(({ cookie }) => used(cookie)));
    expect(counted.reduce((a, b) => a + b, 0)).toBe(4);
  });

  it("a failed analysis gives its slots back and is not counted", async () => {
    const { cookie } = await t.createUser();
    const failed = await analyse(cookie, 10, "/fail");
    expect(failed.status).toBe(502);
    expect((await json(failed)).error.code).toBe("HTTP_ERROR");
    expect(await used(cookie)).toBe(0);
    expect((await analyse(cookie, 10)).status).toBe(201);
    expect(site.inFlight()).toBe(0);
  });
});
