import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { type FetchLease, FetchSlots } from "./fetch-slots";
import { FETCH_RETRY_AFTER_SECONDS, TOO_MANY_FETCHES_MESSAGE, withFetchSlots } from "./with-fetch-slots";

const lease = (value: FetchLease | string): FetchLease => {
  if (typeof value === "string") throw new Error(`refused: ${value}`);
  return value;
};

describe("FetchSlots", () => {
  it("gives slots all at once or not at all, per user and in total", () => {
    const slots = new FetchSlots({ global: 20, perUser: 12 });
    const a = lease(slots.tryAcquire("a", 11));
    // 11 + 2 > 12 for a; nothing is taken by the refusal.
    expect(slots.tryAcquire("a", 2)).toBe("user");
    expect(slots.inFlight("a")).toBe(11);
    lease(slots.tryAcquire("a", 1));
    expect(slots.tryAcquire("b", 9)).toBe("global");
    const b = lease(slots.tryAcquire("b", 8));
    expect(slots.inFlight()).toBe(20);
    expect(slots.tryAcquire("c", 1)).toBe("global");
    a.release();
    expect(slots.inFlight()).toBe(9);
    lease(slots.tryAcquire("c", 11));
    b.release();
    b.release();
    expect(slots.inFlight()).toBe(12);
    expect(slots.inFlight("b")).toBe(0);
  });
});

describe("withFetchSlots", () => {
  it("gives the slots back after success, failure and timeout", async () => {
    const slots = new FetchSlots({ global: 11, perUser: 11 });
    await expect(withFetchSlots(slots, "u", 11, async () => slots.inFlight())).resolves.toBe(11);
    expect(slots.inFlight()).toBe(0);
    await expect(
      withFetchSlots(slots, "u", 11, async () => {
        throw new Error("fetch failed");
      }),
    ).rejects.toThrow("fetch failed");
    expect(slots.inFlight()).toBe(0);
    const timeout = withFetchSlots(
      slots,
      "u",
      5,
      () => new Promise((_, reject) => setTimeout(() => reject(new Error("TIMEOUT")), 20)),
    );
    expect(slots.inFlight("u")).toBe(5);
    await expect(timeout).rejects.toThrow("TIMEOUT");
    expect(slots.inFlight()).toBe(0);
  });

  it("refuses with 429 and Retry-After without running anything", async () => {
    const slots = new FetchSlots({ global: 11, perUser: 11 });
    const held = lease(slots.tryAcquire("u", 6));
    let ran = false;
    const refused = await withFetchSlots(slots, "u", 6, async () => {
      ran = true;
    }).catch((e: unknown) => e);
    expect(ran).toBe(false);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: "RATE_LIMITED",
      status: 429,
      message: TOO_MANY_FETCHES_MESSAGE,
      options: { details: { retryAfterSeconds: FETCH_RETRY_AFTER_SECONDS, scope: "user" } },
    });
    held.release();
    expect(slots.inFlight()).toBe(0);
  });
});
