import { describe, expect, it } from "vitest";
import { characterCount, lengthHint, META_DESCRIPTION_LENGTH, TITLE_LENGTH } from "./length-hint";

describe("lengthHint", () => {
  it("follows the spec's title guidance at its edges", () => {
    expect(lengthHint(0, TITLE_LENGTH).tone).toBe("empty");
    expect(lengthHint(29, TITLE_LENGTH).tone).toBe("short");
    expect(lengthHint(30, TITLE_LENGTH).tone).toBe("good");
    expect(lengthHint(60, TITLE_LENGTH).tone).toBe("good");
    expect(lengthHint(61, TITLE_LENGTH).tone).toBe("long");
  });

  it("follows the meta description guidance and names the range", () => {
    expect(lengthHint(119, META_DESCRIPTION_LENGTH)).toEqual({
      tone: "short",
      label: "Too short (aim for 120–160)",
    });
    expect(lengthHint(161, META_DESCRIPTION_LENGTH).label).toBe("Too long (aim for 120–160)");
    expect(lengthHint(140, META_DESCRIPTION_LENGTH).tone).toBe("good");
  });
});

describe("characterCount", () => {
  it("counts an emoji as one character", () => {
    expect(characterCount("ab😀")).toBe(3);
    expect("ab😀".length).toBe(4);
  });
});
