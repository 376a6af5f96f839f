import { describe, expect, it } from "vitest";
import { compileExtraction, EXTRACTION_LIMITS, selectorProblem } from "./custom-extraction.js";

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
  it("reads each rule's matches: text with whitespace collapsed, or an attribute", () => {
    const extract = compileExtraction([
      { name: "Price", selector: ".price", attribute: null },
      { name: "Currency", selector: ".price", attribute: "data-currency" },
      { name: "Author", selector: 'meta[name="author"]', attribute: "content" },
      { name: "Tags", selector: "li.tag", attribute: null },
      { name: "Missing", selector: ".nothing-here", attribute: null },
      { name: "No such attribute", selector: "a.buy", attribute: "rel" },
    ]);
    expect(extract(PAGE)).toEqual({
      Price: ["12,90 €"],
      Currency: ["EUR"],
      Author: ["Ada Lovelace"],
      // An empty match is no value.
      Tags: ["shed", "garden"],
      Missing: [],
      "No such attribute": [],
    });
  });

  it("keeps the first values of a rule and the start of a long one", () => {
    const many = Array.from(
      { length: 30 },
      (_, i) => `<p>Item ${i} ${"x".repeat(i === 0 ? 2_000 : 1)}</p>`,
    ).join("");
    const values = compileExtraction([{ name: "P", selector: "p", attribute: null }])(many).P!;
    expect(values).toHaveLength(EXTRACTION_LIMITS.values);
    expect(values[0]!.length).toBe(EXTRACTION_LIMITS.valueLength);
    expect(values[9]).toBe("Item 9 x");
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
