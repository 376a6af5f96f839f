import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabaseKinds } from "../test/databases";
import { createTestContext, type TestContext } from "../test/harness";
import { createRecordingLogger } from "../test/recording-logger";
import { startTargetSite, type TargetSite } from "../test/target-site";
import { authLogging } from "./auth/auth-logging";

/**
 * What goes to the error log (issue 33): faults of our own, never what a user asked for. An
 * unreachable page, a 404 target, a wrong password and a 429 of the sign-in backoff are logged
 * below warn; Better Auth writes nothing to the console of its own.
 */
let site: TargetSite;
beforeAll(async () => {
  site = await startTargetSite();
});
afterAll(async () => {
  await site.close();
});

describe.each(testDatabaseKinds())("log levels [%s]", (kind) => {
  let t: TestContext;
  let log: ReturnType<typeof createRecordingLogger>;
  let console_: Array<{ mock: { calls: unknown[][] }; mockRestore(): void }>;
  beforeEach(async () => {
    log = createRecordingLogger();
    t = await createTestContext(kind, { env: { ALLOW_PRIVATE_NETWORKS: "true" }, logger: log });
    console_ = (["error", "warn", "info", "log"] as const).map((name) =>
      vi.spyOn(console, name).mockImplementation(() => undefined),
    );
  });
  afterEach(async () => {
    for (const spy of console_) spy.mockRestore();
    await t.close();
  });

  const consoleLines = () =>
    console_.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(" ")));
  const loud = () => [...log.at("error"), ...log.at("warn")];

  it("logs an unreachable page and a 404 target at info, with the reason, not as errors", async () => {
    const { cookie } = await t.createUser();
    const missing = await t.request("/api/v1/analyses", { cookie, json: { url: `${site.url}/gone` } });
    expect(missing.status).toBe(502);
    const unreachable = await t.request("/api/v1/analyses", { cookie, json: { url: "http://127.0.0.1:1/" } });
    expect(unreachable.status).toBe(502);
    expect(loud()).toEqual([]);
    expect(log.at("info").map((entry) => entry.fields.code)).toEqual(
      expect.arrayContaining(["HTTP_ERROR", "CONNECT_FAILED"]),
    );
  });

  it("logs an upgrade on a server without payments (501) at info: how the server is set up, not a fault", async () => {
    const { cookie } = await t.createUser();
    const checkout = await t.request("/api/v1/billing/checkout", { cookie, method: "POST" });
    expect(checkout.status).toBe(501);
    expect(loud()).toEqual([]);
    expect(log.at("info").map((entry) => entry.fields.code)).toContain("NOT_CONFIGURED");
  });

  it("logs a refused sign-in and the backoff's 429 at debug, and Better Auth prints nothing itself", async () => {
    const user = await t.createUser({ email: "typo@example.com" });
    expect(user.id).toBeTruthy();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.request("/api/auth/sign-in/email", {
        ip: `198.51.100.${i + 1}`,
        json: { email: "typo@example.com", password: `wrong password number ${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(401);
    expect(statuses).toContain(429);
    expect(loud()).toEqual([]);
    const refused = log.at("debug").filter((entry) => entry.message === "auth request refused");
    // Better Auth passes its own refusals (the backoff's 429) here; a wrong password it answers without logging.
    expect(refused.map((entry) => entry.fields.status)).toContain(429);
    expect(consoleLines().filter((line) => line.includes("Better Auth"))).toEqual([]);
  });
});

describe("Better Auth's errors", () => {
  it("still reach the error log when they are faults: a 500 or anything that is not a refusal", () => {
    const log = createRecordingLogger();
    const { onAPIError, logger } = authLogging(log);
    onAPIError.onError(new Error("relation session does not exist"));
    onAPIError.onError(Object.assign(new Error("boom"), { name: "APIError", statusCode: 500 }));
    logger.log("error", "Failed to create session");
    expect(log.at("error").map((entry) => entry.message)).toEqual([
      "auth request failed",
      "auth request failed",
      "Failed to create session",
    ]);
  });
});
