import { describe, expect, it } from "vitest";
import { KnownUrls, Lesson } from "./known-urls";

describe("KnownUrls", () => {
  const taught = (entries: [string, number, number | null][]) => {
    const known = new KnownUrls();
    const lesson = new Lesson();
    for (const [url, id, depth] of entries) lesson.urls.push([url, { id, depth }]);
    known.learn(lesson);
    return known;
  };

  it("answers only when admitting the URL again would change nothing", () => {
    const known = taught([
      ["https://a.test/x", 7, 2],
      ["https://a.test/sitemap-only", 8, null],
    ]);
    expect(known.unchanged("https://a.test/x", 2)).toBe(7);
    expect(known.unchanged("https://a.test/x", 5)).toBe(7);
    expect(known.unchanged("https://a.test/x", null)).toBe(7);
    // A shorter path must reach the database (the depth changes, a depth-skipped URL may be let in).
    expect(known.unchanged("https://a.test/x", 1)).toBeUndefined();
    expect(known.unchanged("https://a.test/sitemap-only", 3)).toBeUndefined();
    expect(known.unchanged("https://a.test/unknown", 3)).toBeUndefined();
  });

  it("learns nothing from a lesson it is not given (a rolled-back transaction), and stops growing at its limit", () => {
    const known = new KnownUrls(2);
    const lesson = new Lesson();
    lesson.urls.push(
      ["https://a.test/1", { id: 1, depth: 0 }],
      ["https://a.test/2", { id: 2, depth: 1 }],
      ["https://a.test/3", { id: 3, depth: 1 }],
    );
    expect(known.unchanged("https://a.test/1", 0)).toBeUndefined();
    known.learn(lesson);
    expect([1, 2, 3].map((n) => known.unchanged(`https://a.test/${n}`, 5))).toEqual([1, 2, undefined]);
  });
});
