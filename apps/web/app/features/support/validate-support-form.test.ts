import { describe, expect, it } from "vitest";
import { validateSupportForm } from "./validate-support-form";

describe("validateSupportForm", () => {
  it("trims and accepts a subject and a message", () => {
    expect(validateSupportForm({ subject: "  Export  ", message: " It hangs. " })).toEqual({
      ok: true,
      request: { subject: "Export", message: "It hangs." },
    });
  });

  it("names each missing or too long field with the server's words", () => {
    expect(validateSupportForm({ subject: " ", message: "" })).toEqual({
      ok: false,
      errors: { subject: "Subject is required", message: "Message is required" },
    });
    expect(validateSupportForm({ subject: "s".repeat(201), message: "m".repeat(5001) })).toEqual({
      ok: false,
      errors: {
        subject: "Subject must be at most 200 characters",
        message: "Message must be at most 5000 characters",
      },
    });
  });
});
