import { describe, expect, it } from "vitest";
import {
  compileExtraction,
  EXTRACTION_LIMITS,
  extractionProblem,
  selectorProblem,
} from "./custom-extraction.js";

const PAGE = `<!doctype html><html><head>
<meta name="author" content="Ada Lovelace">
<script type="application/ld+json">{"sku":"X1"}</script>
</head><body>
<div class="price" data-currency="EUR">  12,90
  €</div>
<ul><li class="tag">shed</li><li class="tag">garden</li><li class="tag"> </li></ul>
<a class="buy" href="/cart?add=1">Buy</a>
</body></html>`;

describe("compileExtraction", () => {
  it("reads each rule's matches: text with whitespace collapsed, or an attribute", async () => {
    const extract = compileExtraction([
      { name: "Price", kind: "css", selector: ".price", attribute: null },
      { name: "Currency", kind: "css", selector: ".price", attribute: "data-currency" },
      { name: "Author", kind: "css", selector: 'meta[name="author"]', attribute: "content" },
      { name: "Tags", kind: "css", selector: "li.tag", attribute: null },
      { name: "Missing", kind: "css", selector: ".nothing-here", attribute: null },
      { name: "No such attribute", kind: "css", selector: "a.buy", attribute: "rel" },
    ]);
    expect(await extract(PAGE)).toEqual({
      Price: ["12,90 €"],
      Currency: ["EUR"],
      Author: ["Ada Lovelace"],
      // An empty match is no value.
      Tags: ["shed", "garden"],
      Missing: [],
      "No such attribute": [],
    });
  });

  it("keeps the first values of a rule and the start of a long one", async () => {
    const many = Array.from(
      { length: 30 },
      (_, i) => `<p>Item ${i} ${"x".repeat(i === 0 ? 2_000 : 1)}</p>`,
    ).join("");
    const values = (
      await compileExtraction([{ name: "P", kind: "css", selector: "p", attribute: null }])(many)
    ).P!;
    expect(values).toHaveLength(EXTRACTION_LIMITS.values);
    expect(values[0]!.length).toBe(EXTRACTION_LIMITS.valueLength);
    expect(values[9]).toBe("Item 9 x");
  });
});

describe("compileExtraction by XPath", () => {
  const xpath = (selector: string) =>
    compileExtraction([{ name: "X", kind: "xpath", selector, attribute: null }]);

  it("reads attributes, elements' text, text nodes and the values of functions", async () => {
    expect((await xpath("//meta[@name='author']/@content")(PAGE)).X).toEqual(["Ada Lovelace"]);
    expect((await xpath("//div[@class='price']")(PAGE)).X).toEqual(["12,90 €"]);
    expect((await xpath("//li[contains(@class, 'tag')]/text()")(PAGE)).X).toEqual(["shed", "garden"]);
    expect((await xpath("//a[@class='buy']/@href")(PAGE)).X).toEqual(["/cart?add=1"]);
    expect((await xpath("count(//li)")(PAGE)).X).toEqual(["3"]);
    expect((await xpath("normalize-space(//title)")(PAGE)).X).toEqual([]);
    expect((await xpath("//nothing")(PAGE)).X).toEqual([]);
  });

  it("gives values in document order, whatever the order the expression found them in", async () => {
    const page = "<body><h2>b</h2><h1>a</h1><div><h2>c</h2></div><h1>d</h1></body>";
    expect((await xpath("//h1 | //h2")(page)).X).toEqual(["b", "a", "c", "d"]);
    expect((await xpath("//h2/following-sibling::h1")(page)).X).toEqual(["a", "d"]);
    expect((await xpath("//div/preceding-sibling::*[1]")(page)).X).toEqual(["a"]);
    expect((await xpath("(//h1)[last()]")(page)).X).toEqual(["d"]);
  });

  it("stops an expression that searches the whole page again for every element, and says so (null)", async () => {
    const wide = `<body>${"<p>x</p>".repeat(3_000)}</body>`;
    const started = performance.now();
    expect((await xpath("//p[count(//p) > 1]")(wide)).X).toBeNull();
    expect(performance.now() - started).toBeLessThan(10_000);
    // An everyday expression on the same page is well within its moves.
    expect((await xpath("count(//p)")(wide)).X).toEqual(["3000"]);
  });

  it("gives up (null) on a page nested deeper than a string value can be read", async () => {
    const deep = `${"<div>".repeat(20_000)}x${"</div>".repeat(20_000)}`;
    expect((await xpath("//div[contains(., 'y')]")(deep)).X).toBeNull();
  });

  it("gives each rule its own moves: one that runs out leaves the next whole", async () => {
    const wide = `<body>${"<p>x</p>".repeat(3_000)}</body>`;
    const extract = compileExtraction([
      { name: "Slow", kind: "xpath", selector: "//p[count(//p) > 1]", attribute: null },
      { name: "Fast", kind: "xpath", selector: "count(//p)", attribute: null },
    ]);
    expect(await extract(wide)).toEqual({ Slow: null, Fast: ["3000"] });
  });
});

describe("compileExtraction and other work", () => {
  it("lets the process serve other work between two XPath or regex rules of a page", async () => {
    const extract = compileExtraction([
      { name: "A", kind: "xpath", selector: "count(//p)", attribute: null },
      { name: "B", kind: "regex", selector: "<p>(x)</p>", attribute: null },
    ]);
    const order: string[] = [];
    // Work already waiting when the page's extraction starts: without a yield it would wait for all of it.
    setImmediate(() => order.push("other work"));
    await extract("<p>x</p>").then(() => order.push("extraction"));
    expect(order).toEqual(["other work", "extraction"]);
  });
});

describe("compileExtraction by regex", () => {
  const regex = (selector: string) =>
    compileExtraction([{ name: "R", kind: "regex", selector, attribute: null }]);

  it("keeps the first group when the regex has one, else the whole match, in the HTML's order", async () => {
    expect((await regex('"sku":"(\\w+)"')(PAGE)).R).toEqual(["X1"]);
    expect((await regex('data-currency="[A-Z]+"')(PAGE)).R).toEqual(['data-currency="EUR"']);
    expect((await regex('class="(tag|buy)"')(PAGE)).R).toEqual(["tag", "tag", "tag", "buy"]);
    expect((await regex("no such thing")(PAGE)).R).toEqual([]);
  });

  it("matches line by line, as custom search does", async () => {
    expect((await regex("12,90\\s+€")(PAGE)).R).toEqual([]);
    expect((await regex("(?s)<div[^>]*>.*€")(PAGE)).R).toEqual([]);
  });
});

describe("extractionProblem", () => {
  it("checks a rule in its own language", () => {
    expect(extractionProblem({ kind: "css", selector: "div[" })).toMatch(/is not a CSS selector/);
    expect(extractionProblem({ kind: "xpath", selector: "//meta[@name='author']/@content" })).toBeNull();
    expect(extractionProblem({ kind: "xpath", selector: "//div[" })).toMatch(/is not an XPath expression/);
    expect(extractionProblem({ kind: "xpath", selector: " " })).toBe("An XPath expression is needed");
    expect(extractionProblem({ kind: "xpath", selector: "//h2/following::h1" })).toMatch(
      /following:: axis is not supported/,
    );
    // Parsed, but the library would fail only when a page reaches them: refused before any page.
    expect(extractionProblem({ kind: "xpath", selector: "//a[matches(@href, 'x')]" })).toBe(
      "matches() is not an XPath 1.0 function: use contains(), starts-with(), normalize-space() or the other XPath 1.0 functions",
    );
    expect(extractionProblem({ kind: "xpath", selector: "//a[@href = $home]" })).toMatch(/variables/);
    expect(extractionProblem({ kind: "xpath", selector: "//og:title" })).toMatch(
      /Namespace prefixes \(og:title\)/,
    );
    // Text that only looks like them is fine.
    expect(
      extractionProblem({ kind: "xpath", selector: "//a[contains(@href, 'following::x:y $z')]" }),
    ).toBeNull();
    expect(extractionProblem({ kind: "regex", selector: "sku-(\\d+)" })).toBeNull();
    expect(extractionProblem({ kind: "regex", selector: "(a)\\1" })).toMatch(/back-references/);
  });
});

describe("selectorProblem", () => {
  it("accepts selectors and says what is wrong with the rest", () => {
    expect(selectorProblem("article h1 > span.author, .byline a[rel=author]")).toBeNull();
    expect(selectorProblem("div[")).toMatch(/is not a CSS selector/);
    expect(selectorProblem("div:has(p)")).toMatch(/:has\(\) or :contains\(\) are not supported/);
    expect(selectorProblem(" ")).toBe("A selector is needed");
  });
});
