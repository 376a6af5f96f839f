import { describe, expect, it } from "vitest";
import { initialsFromEmail } from "./initials";

describe("initialsFromEmail", () => {
  it("takes the first two letters of the address, upper-cased", () => {
    expect(initialsFromEmail("jane.doe@example.com")).toBe("JA");
  });

  it("keeps a one-letter local part with the @ that follows, as the spec's rule says", () => {
    expect(initialsFromEmail("x@example.com")).toBe("X@");
  });

  it("ignores surrounding spaces and does not split characters outside the BMP", () => {
    expect(initialsFromEmail("  𝒜lice@example.com")).toBe("𝒜L");
  });

  it("falls back to a question mark without an address", () => {
    expect(initialsFromEmail("")).toBe("?");
    expect(initialsFromEmail(undefined)).toBe("?");
  });
});
