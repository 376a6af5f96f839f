import { describe, expect, it } from "vitest";
import { validateContactForm } from "./validate-contact-form";

const EMPTY = { name: "", email: "", subject: "", message: "" };

describe("validateContactForm", () => {
  it("accepts an e-mail address and a message alone, trimmed", () => {
    const result = validateContactForm({ ...EMPTY, email: " a@example.com ", message: " Hi " });
    expect(result).toEqual({
      ok: true,
      message: { name: "", email: "a@example.com", subject: "", message: "Hi" },
    });
  });

  it("names every missing required field with its own message", () => {
    const result = validateContactForm(EMPTY);
    expect(result).toEqual({
      ok: false,
      errors: { email: "Email is required so we can reply", message: "Message is required" },
    });
  });

  it("reports an invalid address and over-long fields", () => {
    const result = validateContactForm({
      name: "n".repeat(101),
      email: "nobody",
      subject: "s".repeat(201),
      message: "m".repeat(5001),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: "Name must be at most 100 characters",
      email: "Please enter a valid email address",
      subject: "Subject must be at most 200 characters",
      message: "Message must be at most 5000 characters",
    });
  });
});
