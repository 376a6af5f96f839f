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
