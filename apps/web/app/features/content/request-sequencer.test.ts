import { describe, expect, it } from "vitest";
import { RequestSequencer } from "./request-sequencer";

describe("RequestSequencer", () => {
  it("numbers requests in increasing order", () => {
    const seq = new RequestSequencer();
    expect(seq.latest).toBe(0);
    expect([seq.next(), seq.next(), seq.next()]).toEqual([1, 2, 3]);
    expect(seq.latest).toBe(3);
  });

  it("drops an answer that arrives after a newer one was shown", () => {
    const seq = new RequestSequencer();
    const first = seq.next();
    const second = seq.next();
    expect(seq.accept(second)).toBe(true);
    expect(seq.accept(first)).toBe(false);
  });

  it("shows answers that arrive in order, even while newer requests are pending", () => {
    const seq = new RequestSequencer();
    const first = seq.next();
    const second = seq.next();
    const third = seq.next();
    expect(seq.accept(first)).toBe(true);
    expect(seq.accept(second)).toBe(true);
    expect(seq.accept(third)).toBe(true);
  });

  it("refuses a repeated answer and one to a request never made", () => {
    const seq = new RequestSequencer();
    const id = seq.next();
    expect(seq.accept(id)).toBe(true);
    expect(seq.accept(id)).toBe(false);
    expect(seq.accept(99)).toBe(false);
  });
});
