import { describe, expect, it } from "vitest";
import { decodeBytes } from "./decode-bytes.js";

describe("decodeBytes", () => {
  it("decodes every windows-1252 byte in 0x80–0x9F to its WHATWG code point", () => {
    const bytes = Uint8Array.from({ length: 32 }, (_, index) => 0x80 + index);
    const text = decodeBytes(bytes, "windows-1252");
    expect(text).toBe("€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ");
  });

  it("keeps the latin-1 range of windows-1252 and other encodings untouched", () => {
    expect(decodeBytes(Uint8Array.of(0x41, 0xe9, 0xff), "windows-1252")).toBe("Aéÿ");
    expect(decodeBytes(Uint8Array.of(0x80), "windows-1251")).toBe("Ђ");
    expect(decodeBytes(Buffer.from("€"), "utf-8")).toBe("€");
  });

  it("replaces undecodable bytes instead of throwing", () => {
    expect(decodeBytes(Uint8Array.of(0x61, 0xff, 0x62), "utf-8")).toBe("a\ufffdb");
  });
});
