import { afterEach, describe, expect, it, vi } from "vitest";
import { compileSearch, SEARCH_LIMITS, searchProblem } from "./custom-search";

const PAGE = `<!doctype html><html><head><title>Garden shed</title>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123"></script>
<script>gtag("config", "G-ABC123");</script></head>
<body><h1>Garden shed</h1><p class="stock">Out of stock</p>
<p>This shed is OUT OF STOCK until spring.</p></body></html>`;

describe("custom search", () => {
  afterEach(() => vi.restoreAllMocks());

  it("counts a text in any case, and says 0 where a page does not contain it", () => {
    const search = compileSearch([
      { name: "Out of stock", pattern: "out of stock", regex: false },
      { name: "GA4 tag", pattern: "G-ABC123", regex: false },
      { name: "Old brand", pattern: "ShedCo", regex: false },
    ]);
    expect(search(PAGE)).toEqual({ "Out of stock": 2, "GA4 tag": 2, "Old brand": 0 });
  });

  it("counts a regex's matches line by line, as grep does, and in the case it says", () => {
    const search = compileSearch([
      { name: "Measurement IDs", pattern: "G-[A-Z0-9]{6}", regex: true },
      { name: "Stock (exact case)", pattern: "Out of stock", regex: true },
      { name: "Stock (any case)", pattern: "(?i)out of stock", regex: true },
      // `.` does not cross a line: the title and the heading are on different lines.
      { name: "Across lines", pattern: "Garden shed</title>.*<h1>", regex: true },
    ]);
    expect(search(PAGE)).toEqual({
      "Measurement IDs": 2,
      "Stock (exact case)": 1,
      "Stock (any case)": 2,
      "Across lines": 0,
    });
  });

  it("stops counting at the cap", () => {
    const many = "<p>sale</p>".repeat(SEARCH_LIMITS.countCap + 50);
    const search = compileSearch([
      { name: "text", pattern: "sale", regex: false },
      { name: "regex", pattern: "s[a]le", regex: true },
    ]);
    expect(search(many)).toEqual({ text: SEARCH_LIMITS.countCap, regex: SEARCH_LIMITS.countCap });
  });

  it("searches a minified page's one long line in pieces", () => {
    const line = `${"<span>x</span>".repeat(2_000)}<b>needle</b>${"<i>y</i>".repeat(2_000)}`;
    expect(line.length).toBeGreaterThan(SEARCH_LIMITS.lineChunk * 3);
    expect(compileSearch([{ name: "n", pattern: "<b>needle</b>", regex: true }])(line)).toEqual({ n: 1 });
  });

  it("gives up a regex that runs out of CPU time on a page: null, not a false 0", () => {
    let clock = 0;
    vi.spyOn(process, "threadCpuUsage").mockImplementation(() => {
      clock += 100_000; // every reading 100 ms later: the budget is gone by the third line
      return { user: clock, system: 0 };
    });
    const lines = Array.from({ length: 10 }, (_, i) => `<p>line ${i}</p>`).join("\n");
    const search = compileSearch([
      { name: "late", pattern: "line 9", regex: true },
      { name: "text", pattern: "line 9", regex: false },
    ]);
    expect(search(lines)).toEqual({ text: 1, late: null });
  });

  it("says why a search cannot be used", () => {
    expect(searchProblem({ name: "x", pattern: "(a", regex: true })).toMatch(/^Invalid regex/);
    expect(searchProblem({ name: "x", pattern: "(a)\\1", regex: true })).toMatch(/back-references/);
    expect(searchProblem({ name: "x", pattern: "(a", regex: false })).toBeNull();
    expect(searchProblem({ name: "x", pattern: "G-[A-Z0-9]{6}", regex: true })).toBeNull();
  });
});
