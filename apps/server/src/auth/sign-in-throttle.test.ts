import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases";
import { createTestContext, type TestContext } from "../../test/harness";
import {
  backoffDelayMs,
  clearSignInAttempts,
  reserveDeviceSignInAttempt,
  reserveSignInAttempt,
  SIGN_IN_BACKOFF,
} from "./sign-in-throttle";

describe("backoffDelayMs", () => {
  it("is free for 5 attempts, then doubles from 1 s up to the one-minute cap", () => {
    expect([1, 2, 3, 4].map(backoffDelayMs)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 10, 11, 12, 1_000].map(backoffDelayMs)).toEqual([
      1_000, 2_000, 4_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});

describe.each(testDatabaseKinds())("reserveSignInAttempt [%s]", (kind) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const t0 = Date.UTC(2026, 10, 21, 12, 0, 0);
  const reserve = (email: string, now: number) => reserveSignInAttempt(t.database.db, email, now);

  it("refuses until the delay has passed, with the seconds left rounded up", async () => {
    for (let i = 0; i < 5; i++) expect(await reserve("a@example.com", t0)).toEqual({ allowed: true });
    expect(await reserve("a@example.com", t0 + 1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await reserve("A@Example.COM ", t0 + 999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await reserve("a@example.com", t0 + 1_000)).toEqual({ allowed: true });
    expect(await reserve("a@example.com", t0 + 1_001)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    // Another account is not affected.
    expect(await reserve("b@example.com", t0 + 1_001)).toEqual({ allowed: true });
  });

  it("starts from zero after a success (clear) or a day without attempts", async () => {
    for (let i = 0; i < 5; i++) await reserve("c@example.com", t0);
    await clearSignInAttempts(t.database.db, "C@example.com");
    for (let i = 0; i < 5; i++) expect(await reserve("c@example.com", t0)).toEqual({ allowed: true });
    expect((await reserve("c@example.com", t0)).allowed).toBe(false);
    const nextDay = t0 + SIGN_IN_BACKOFF.forgetAfterMs + 1;
    for (let i = 0; i < 5; i++) expect(await reserve("c@example.com", nextDay)).toEqual({ allowed: true });
    expect((await reserve("c@example.com", nextDay)).allowed).toBe(false);
  });

  it("a remembered device's attempts count in its own bucket, apart from the account and other devices", async () => {
    const device = (nonce: string, now: number) =>
      reserveDeviceSignInAttempt(t.database.db, "d@example.com", nonce, now);
    for (let i = 0; i < 5; i++) expect(await device("laptop-nonce", t0)).toEqual({ allowed: true });
    expect(await device("laptop-nonce", t0 + 1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await device("laptop-nonce", t0 + 1_000)).toEqual({ allowed: true });
    expect(await device("laptop-nonce", t0 + 1_001)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(await device("phone-nonce", t0 + 1_001)).toEqual({ allowed: true });
    for (let i = 0; i < 5; i++) expect(await reserve("D@example.com", t0 + 1_001)).toEqual({ allowed: true });
    expect((await reserve("d@example.com", t0 + 1_001)).allowed).toBe(false);
    // Clearing the account (a sign-in without a device, a reset) leaves the device's bucket alone.
    await clearSignInAttempts(t.database.db, "d@example.com");
    expect(await reserve("d@example.com", t0 + 1_001)).toEqual({ allowed: true });
    expect(await device("laptop-nonce", t0 + 1_002)).toEqual({ allowed: false, retryAfterSeconds: 2 });
  });

  it("stores a hash of the address, not the address", async () => {
    await reserve("private@example.com", t0);
    const rows = await t.database.db.selectFrom("sign_in_throttle").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain("private");
  });
});
