import { describe, expect, it } from "vitest";
import { analyzeHtmlSync } from "./analyze";

const URL_ = "https://shop.example/guides/blue-widgets";
const report = (html: string, headers?: Record<string, string>) =>
  analyzeHtmlSync(html, { url: URL_, headers });

describe("report facts", () => {
  it("jsonLd.types reads a block wrapped in CDATA, as the json-ld check does", () => {
    const r = report(
      '<script type="application/ld+json"><![CDATA[{"@context":"https://schema.org","@type":"Article","author":{"@type":"Person","name":"A"}}]]></script>',
    );
    expect(r.jsonLd).toEqual({ count: 1, types: ["Article", "Person"] });
    expect(r.checks.find((c) => c.id === "json-ld")!.status).not.toBe("fail");
  });
});

describe("title and meta description lengths", () => {
  it("are the length checks' counts: code points of the trimmed text", () => {
    const r = report(
      `<title>😀 Blue widgets</title><meta name="description" content=" ${"d".repeat(119)}\n">`,
    );
    expect(r.title.length).toBe(14);
    expect(r.metaDescription.length).toBe(119);
    expect(r.checks.find((c) => c.id === "meta-description-length")!.displayValue).toBe("119 characters");
    expect(r.checks.find((c) => c.id === "title-length")!.displayValue).toBe("14 characters");
  });
});

describe("what the report counts", () => {
  it("counts MathML formulas as visible text, but not their annotations", () => {
    const r = report(
      '<p>Energy is <math><semantics><mi>E</mi><mo>=</mo><mi>m</mi><annotation encoding="TeX">E=mc^2</annotation></semantics></math> famous</p>',
    );
    // "Energy", "is", "E", "m", "famous": the annotation's TeX is not shown.
    expect(r.totalWordCount).toBe(5);
  });

  it("reads the meta description and meta robots of <head> only", () => {
    const r = report(
      '<head><title>t</title></head><body><div>x</div><meta name="description" content="in the body"><meta name="robots" content="noindex"></body>',
    );
    expect(r.metaDescription.text).toBeNull();
    expect(r.robots.meta).toBeNull();
    expect(r.checks.find((c) => c.id === "meta-description")!.status).toBe("fail");
    expect(r.checks.find((c) => c.id === "meta-description")!.advice).toContain("in <body>");
    expect(r.checks.find((c) => c.id === "is-crawlable")!.status).toBe("pass");
  });

  it("counts web links as documented: fragments in; mailto, javascript, missing hrefs and template links out", () => {
    const r = report(
      '<a href="#top">top</a><a href="/a">a</a><a href="https://other.example/">o</a><a href="mailto:x@y.z">m</a><a href="javascript:void(0)">j</a><a>none</a><template><a href="/t">t</a></template><a href="/n" rel="nofollow">n</a>',
    );
    expect(r.links).toEqual({ total: 4, internal: 3, external: 1, nofollow: 1 });
  });
});
