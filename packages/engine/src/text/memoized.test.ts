import { describe, expect, it } from "vitest";
import { memoizedLast } from "./memoized";

describe("memoizedLast", () => {
  it("answers a repeated argument from memory and a new one afresh, keeping only the last", () => {
    const asked: string[] = [];
    const length = memoizedLast((text: string) => {
      asked.push(text);
      return text.length;
    });
    expect([length("robots"), length("robots"), length("sitemap"), length("robots")]).toEqual([6, 6, 7, 6]);
    expect(asked).toEqual(["robots", "sitemap", "robots"]);
  });

  it("remembers an answer of null or undefined too", () => {
    let calls = 0;
    const nothing = memoizedLast((_url: string): null => {
      calls++;
      return null;
    });
    expect([nothing("/robots.txt"), nothing("/robots.txt")]).toEqual([null, null]);
    expect(calls).toBe(1);
  });
});
