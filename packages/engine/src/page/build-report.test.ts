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
