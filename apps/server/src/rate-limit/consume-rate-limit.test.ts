import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases";
import { createTestContext, type TestContext } from "../../test/harness";
import { AppError } from "../errors";
import { consumeRateLimit } from "./consume-rate-limit";

describe.each(testDatabaseKinds())("consumeRateLimit [%s]", (kind) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const rule = { limit: 3, windowSeconds: 60 };
  const t0 = Date.UTC(2026, 10, 21, 12, 0, 5);

  it("allows the limit, then refuses with the seconds until the window ends", async () => {
    const db = t.database.db;
    expect((await consumeRateLimit(db, "user:a", rule, t0)).remaining).toBe(2);
    await consumeRateLimit(db, "user:a", rule, t0);
    expect((await consumeRateLimit(db, "user:a", rule, t0)).remaining).toBe(0);
    const refused = await consumeRateLimit(db, "user:a", rule, t0).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("RATE_LIMITED");
    expect((refused as AppError).options.details).toMatchObject({ retryAfterSeconds: 55 });
    // Other keys have their own budget; a new window starts afresh.
    expect((await consumeRateLimit(db, "user:b", rule, t0)).remaining).toBe(2);
    expect((await consumeRateLimit(db, "user:a", rule, t0 + 60_000)).remaining).toBe(2);
  });

  it("lets exactly `limit` of many simultaneous requests through", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => consumeRateLimit(t.database.db, "user:burst", rule, t0)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
  });
});
