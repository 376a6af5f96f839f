import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-rules";

describe("passwordProblem", () => {
  it("accepts 12 and 128 characters", () => {
    expect(passwordProblem("a".repeat(12))).toBeNull();
    expect(passwordProblem("a".repeat(128))).toBeNull();
  });

  it("refuses empty, 11 and 129 characters with a reason", () => {
    expect(passwordProblem("")).toBe("Password is required");
    expect(passwordProblem("a".repeat(11))).toMatch(/at least 12/);
    expect(passwordProblem("a".repeat(129))).toMatch(/at most 128/);
  });
});
