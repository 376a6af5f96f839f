import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import { PASSWORD_HINT, passwordProblem } from "./password-rules";

describe("passwordProblem", () => {
  it("accepts exactly the shared bounds, 12 and 128 characters", () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([12, 128]);
    expect(passwordProblem("x7#Kq9!vLm2$".padEnd(PASSWORD_MIN_LENGTH, "z"))).toBeNull();
    expect(
      passwordProblem("correct horse battery staple ".repeat(5).slice(0, PASSWORD_MAX_LENGTH)),
    ).toBeNull();
    expect(PASSWORD_HINT).toBe("Use 12 to 128 characters. Common passwords are not accepted.");
  });

  it("refuses empty, 11 and 129 characters with a reason", () => {
    expect(passwordProblem("")).toBe("Password is required");
    expect(passwordProblem("a".repeat(11))).toMatch(/at least 12/);
    expect(passwordProblem("a".repeat(129))).toMatch(/at most 128/);
  });

  it("refuses a repeated or sequential password with the server's words", () => {
    for (const password of ["aaaaaaaaaaaa", "123456789012", "abcabcabcabc", "qwertyuiopas"]) {
      expect(passwordProblem(password), password).toBe(MESSAGES.passwordTooCommon);
    }
  });
});
