import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable";

describe("isDatabaseUnavailable", () => {
  it("recognises a lost or refused database connection", () => {
    expect(
      isDatabaseUnavailable({
        code: "57P01",
        message: "terminating connection due to administrator command",
      }),
    ).toBe(true);
    expect(isDatabaseUnavailable({ code: "08006" })).toBe(true);
    expect(isDatabaseUnavailable({ code: "ECONNREFUSED" })).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("does not mistake query errors or bugs for an outage", () => {
    expect(isDatabaseUnavailable({ code: "23505", message: "duplicate key" })).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
