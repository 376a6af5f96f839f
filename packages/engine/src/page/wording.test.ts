import { describe, expect, it } from "vitest";
import { colonList, listSome, shortUrl } from "./wording";

describe("listSome", () => {
  it("lists a few values and counts the rest", () => {
    expect(listSome(["a", "b", "c", "d", "e"])).toBe("a, b, c and 2 more");
    expect(listSome(["a", "b"])).toBe("a, b");
  });

  it("leaves empty values out, so a message never shows “, ,”", () => {
    expect(listSome(["", "a", " ", "b"])).toBe("a, b");
    expect(listSome(["", "", "", "", "x"], 3)).toBe("x");
    expect(listSome(["", ""])).toBe("");
    expect(colonList(["", ""])).toBe("");
    expect(colonList(["a"])).toBe(": a");
  });
});

describe("shortUrl", () => {
  it("keeps short URLs and shortens long ones in the middle to the given length", () => {
    expect(shortUrl("https://a.example/x")).toBe("https://a.example/x");
    const long = `https://www.example.com/${"segment/".repeat(20)}final-page.html`;
    const short = shortUrl(long, 60);
    expect([...short].length).toBe(60);
    expect(short.startsWith("https://www.example.com/")).toBe(true);
    expect(short.endsWith("final-page.html")).toBe(true);
    expect(short).toContain("…");
  });

  it("never splits a surrogate pair", () => {
    const short = shortUrl(`https://a.example/${"😀".repeat(100)}`, 30);
    expect([...short].length).toBe(30);
    expect(short).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });
});

describe("shortUrl on long input", () => {
  it("gives what shortening the code-point list gives, for random strings", () => {
    const pieces = ["a", "/", "😀", "é", "\ud800", "\udc00"];
    let seed = 9;
    const slow = (url: string, max: number) => {
      const chars = [...url];
      if (chars.length <= max) return url;
      const head = Math.ceil((max - 1) * 0.6);
      return `${chars.slice(0, head).join("")}…${chars.slice(chars.length - (max - 1 - head)).join("")}`;
    };
    for (let k = 0; k < 3000; k++) {
      let url = "";
      for (let j = k % 90; j > 0; j--) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        url += pieces[seed % pieces.length];
      }
      expect(shortUrl(url, 30), JSON.stringify(url)).toBe(slow(url, 30));
    }
  });
});
