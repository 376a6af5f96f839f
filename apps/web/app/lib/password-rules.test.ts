import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import { PASSWORD_HINT, passwordProblem } from "./password-rules";

describe("passwordProblem", () => {
  it("accepts exactly the shared bounds, 12 and 128 characters", () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([12, 128]);
    expect(passwordProblem("a".repeat(PASSWORD_MIN_LENGTH))).toBeNull();
    expect(passwordProblem("a".repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(PASSWORD_HINT).toBe("Use 12 to 128 characters.");
  });

  it("refuses empty, 11 and 129 characters with a reason", () => {
    expect(passwordProblem("")).toBe("Password is required");
    expect(passwordProblem("a".repeat(11))).toMatch(/at least 12/);
    expect(passwordProblem("a".repeat(129))).toMatch(/at most 128/);
  });
});
