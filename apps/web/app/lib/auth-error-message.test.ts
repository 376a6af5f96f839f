import { MESSAGES } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import { authErrorCode, authErrorMessage } from "./auth-error-message";

describe("authErrorMessage", () => {
  it("uses Better Auth's flat message", () => {
    const error = { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password", status: 401 };
    expect(authErrorMessage(error, MESSAGES.signInFailed)).toBe("Invalid email or password");
    expect(authErrorCode(error)).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("uses our server's nested {error:{code,message}} body", () => {
    const error = { error: { code: "RATE_LIMITED", message: "Too many attempts" }, status: 429 };
    expect(authErrorMessage(error, MESSAGES.signInFailed)).toBe("Too many attempts");
    expect(authErrorCode(error)).toBe("RATE_LIMITED");
  });

  it("falls back to the spec's message when there is none", () => {
    expect(authErrorMessage({ status: 500, message: "" }, MESSAGES.signInFailed)).toBe("Failed to sign in");
    expect(authErrorMessage(null, MESSAGES.signUpFailed)).toBe("Failed to create account");
    expect(authErrorCode(undefined)).toBeNull();
  });
});
