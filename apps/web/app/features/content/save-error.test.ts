import { MESSAGES } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-error";
import { describeSaveError } from "./save-error";

describe("describeSaveError", () => {
  it("reports a stale version as a conflict in the server's words", () => {
    const message =
      "This content was changed elsewhere (version 3 is newer). Reload to see the latest version.";
    expect(describeSaveError(new ApiError("CONFLICT", message, 409))).toEqual({ kind: "conflict", message });
  });

  it("does not mistake a taken id for a version conflict", () => {
    expect(describeSaveError(new ApiError("ALREADY_EXISTS", MESSAGES.alreadyExists, 409))).toEqual({
      kind: "error",
      message: MESSAGES.alreadyExists,
    });
  });

  it("says the writer must be logged in on 401 whatever the server said", () => {
    expect(describeSaveError(new ApiError("UNAUTHORIZED", "Unauthorized", 401)).message).toBe(
      MESSAGES.mustBeLoggedIn,
    );
  });

  it("keeps fixable validation messages and the connection message", () => {
    expect(
      describeSaveError(new ApiError("VALIDATION", "Content must be at most 200,000 characters", 400)),
    ).toEqual({ kind: "error", message: "Content must be at most 200,000 characters" });
    expect(describeSaveError(new ApiError("NETWORK", MESSAGES.connectionError, 0)).message).toBe(
      MESSAGES.connectionError,
    );
  });

  it("falls back to the spec's message for server faults and unknown errors", () => {
    expect(describeSaveError(new ApiError("INTERNAL", "boom at line 3", 500)).message).toBe(
      MESSAGES.toast.saveContentFailed,
    );
    expect(describeSaveError(new Error("x")).message).toBe(MESSAGES.toast.saveContentFailed);
  });
});
