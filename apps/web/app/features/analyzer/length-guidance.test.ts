import { describe, expect, it } from "vitest";
import { lengthGuidance, META_DESCRIPTION_RANGE, TITLE_RANGE } from "./length-guidance";

describe("lengthGuidance", () => {
  it("applies the spec's title bounds (30–60 inclusive)", () => {
    expect(lengthGuidance(29, TITLE_RANGE).verdict).toBe("tooShort");
    expect(lengthGuidance(30, TITLE_RANGE).verdict).toBe("good");
    expect(lengthGuidance(60, TITLE_RANGE).verdict).toBe("good");
    expect(lengthGuidance(61, TITLE_RANGE).verdict).toBe("tooLong");
    expect(lengthGuidance(2, TITLE_RANGE).label).toBe("Too short (under 30)");
  });

  it("applies the spec's meta description bounds (120–160 inclusive)", () => {
    expect(lengthGuidance(119, META_DESCRIPTION_RANGE).verdict).toBe("tooShort");
    expect(lengthGuidance(143, META_DESCRIPTION_RANGE).label).toBe("Good (120–160)");
    expect(lengthGuidance(161, META_DESCRIPTION_RANGE).label).toBe("Too long (over 160)");
  });

  it("calls an absent or empty text missing", () => {
    expect(lengthGuidance(null, TITLE_RANGE).verdict).toBe("missing");
    expect(lengthGuidance(0, META_DESCRIPTION_RANGE).verdict).toBe("missing");
  });
});
