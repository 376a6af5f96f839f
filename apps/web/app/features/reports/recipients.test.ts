import { REPORT_LIMITS } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import { addRecipient } from "./recipients";

describe("addRecipient", () => {
  it("adds a trimmed address", () => {
    expect(addRecipient(["a@x.example"], "  b@x.example ")).toEqual({
      list: ["a@x.example", "b@x.example"],
      problem: null,
    });
  });

  it("leaves the list as it is for an empty box", () => {
    expect(addRecipient(["a@x.example"], "  ")).toEqual({ list: ["a@x.example"], problem: null });
  });

  it("refuses what is not an address, a repeat, and an eleventh", () => {
    expect(addRecipient([], "not an address").problem).toBe("Enter a valid e-mail address");
    expect(addRecipient(["a@x.example"], "A@x.example").problem).toBe("A@x.example is already a recipient");
    const full = Array.from({ length: REPORT_LIMITS.recipients }, (_, i) => `r${i}@x.example`);
    expect(addRecipient(full, "more@x.example").problem).toBe(
      `At most ${REPORT_LIMITS.recipients} recipients`,
    );
  });
});
