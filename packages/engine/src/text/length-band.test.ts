import { describe, expect, it } from "vitest";
import {
  characterCount,
  judgeLength,
  lengthVerdict,
  META_DESCRIPTION_LENGTH_BAND,
  TITLE_LENGTH_BAND,
} from "./length-band";

describe("characterCount", () => {
  it("counts code points of the trimmed text", () => {
    expect(characterCount("ab😀")).toBe(3);
    expect(characterCount("  Blue widgets \n")).toBe(12);
    expect(characterCount("")).toBe(0);
    expect(characterCount("   ")).toBe(0);
    // A lone surrogate is one character, as for the iterator.
    expect(characterCount("a\ud800b")).toBe([..."a\ud800b"].length);
  });

  it("agrees with the string iterator on the trimmed text for random input", () => {
    const pieces = ["a", " ", "é", "😀", "\ud83d", "\ude00", "\n", "\u00a0", "中"];
    let seed = 7;
    for (let k = 0; k < 2000; k++) {
      let text = "";
      for (let j = 0; j < 8; j++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        text += pieces[seed % pieces.length];
      }
      expect(characterCount(text), JSON.stringify(text)).toBe([...text.trim()].length);
    }
  });
});

describe("lengthVerdict", () => {
  it.each([
    [0, TITLE_LENGTH_BAND, "missing"],
    [29, TITLE_LENGTH_BAND, "tooShort"],
    [30, TITLE_LENGTH_BAND, "good"],
    [60, TITLE_LENGTH_BAND, "good"],
    [61, TITLE_LENGTH_BAND, "tooLong"],
    [119, META_DESCRIPTION_LENGTH_BAND, "tooShort"],
    [120, META_DESCRIPTION_LENGTH_BAND, "good"],
    [160, META_DESCRIPTION_LENGTH_BAND, "good"],
    [161, META_DESCRIPTION_LENGTH_BAND, "tooLong"],
  ] as const)("%s characters against %j → %s", (length, band, verdict) => {
    expect(lengthVerdict(length, band)).toBe(verdict);
  });
});

describe("judgeLength", () => {
  it("treats null as missing and counts a trailing space out", () => {
    expect(judgeLength(null, TITLE_LENGTH_BAND)).toEqual({ length: 0, verdict: "missing" });
    const sixty = "x".repeat(60);
    expect(judgeLength(`${sixty} `, TITLE_LENGTH_BAND)).toEqual({ length: 60, verdict: "good" });
  });
});
