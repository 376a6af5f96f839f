import { describe, expect, it } from "vitest";
import { sniffCharset } from "./sniff-charset.js";

const bytes = (text: string) => Buffer.from(text, "latin1");

describe("sniffCharset", () => {
  it("prefers a BOM, then the header, then <meta>, then the default", () => {
    const meta = '<meta charset="koi8-r">';
    expect(sniffCharset(Buffer.concat([Buffer.of(0xef, 0xbb, 0xbf), bytes(meta)]), "gbk")).toEqual({
      name: "utf-8",
      source: "bom",
    });
    expect(sniffCharset(Buffer.concat([Buffer.of(0xff, 0xfe), bytes("<")]), null)).toEqual({
      name: "utf-16le",
      source: "bom",
    });
    expect(sniffCharset(Buffer.of(0xfe, 0xff, 0, 0x3c), null).name).toBe("utf-16be");
    expect(sniffCharset(bytes(meta), "gbk")).toEqual({ name: "gbk", source: "header" });
    expect(sniffCharset(bytes(meta), null)).toEqual({ name: "koi8-r", source: "meta" });
    expect(sniffCharset(bytes("<p>plain ascii</p>"), null)).toEqual({
      name: "windows-1252",
      source: "default",
    });
  });

  it("ignores unknown and unsupported header labels", () => {
    expect(sniffCharset(bytes("<p>x</p>"), "x-foo")).toEqual({ name: "windows-1252", source: "default" });
    expect(sniffCharset(bytes("<p>x</p>"), "iso-2022-kr")).toEqual({
      name: "windows-1252",
      source: "default",
    });
    expect(sniffCharset(bytes("<p>x</p>"), "  UTF-8 ")).toEqual({ name: "utf-8", source: "header" });
  });

  it("guesses UTF-8 only for valid multi-byte UTF-8", () => {
    expect(sniffCharset(Buffer.from("<p>日本語</p>"), null)).toEqual({ name: "utf-8", source: "default" });
    // 0xC3 followed by an ASCII byte is not UTF-8.
    expect(sniffCharset(bytes("<p>\xc3(</p>"), null)).toEqual({ name: "windows-1252", source: "default" });
  });
});
