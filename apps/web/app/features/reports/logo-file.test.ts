import { REPORT_LIMITS } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import { logoFileProblem } from "./logo-file";

describe("logoFileProblem", () => {
  it("takes a PNG or a JPEG up to the limit", () => {
    expect(logoFileProblem({ type: "image/png", size: REPORT_LIMITS.logoBytes })).toBeNull();
    expect(logoFileProblem({ type: "image/jpeg", size: 1 })).toBeNull();
  });

  it("refuses other types and bigger files with a message", () => {
    expect(logoFileProblem({ type: "image/svg+xml", size: 10 })).toBe("The logo is a PNG or JPEG image");
    expect(logoFileProblem({ type: "image/png", size: REPORT_LIMITS.logoBytes + 1 })).toBe(
      "The logo is at most 200 kB",
    );
  });
});
