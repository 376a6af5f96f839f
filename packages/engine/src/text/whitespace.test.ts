import { describe, expect, it } from "vitest";
import { isWhitespace } from "./whitespace";

describe("isWhitespace", () => {
  it("agrees with the regex \\s on every UTF-16 code unit", () => {
    const disagreeing: number[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      if (isWhitespace(c) !== /\s/.test(String.fromCharCode(c))) disagreeing.push(c);
    }
    expect(disagreeing).toEqual([]);
  });

  it("is false past the end of a string (NaN)", () => {
    expect(isWhitespace("a".charCodeAt(1))).toBe(false);
  });
});
