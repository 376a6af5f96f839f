import { describe, expect, it } from "vitest";
import { CrawlSettingsSchema } from "./site-audit-settings";

describe("extraction rules in crawl settings", () => {
  it("reads a rule saved before rules had a kind as a CSS rule, as it was", () => {
    const stored = { extraction: [{ name: "Author", selector: "meta[name=author]", attribute: "content" }] };
    expect(CrawlSettingsSchema.parse(stored).extraction).toEqual([
      { name: "Author", kind: "css", selector: "meta[name=author]", attribute: "content" },
    ]);
  });

  it("lets only a CSS rule read an @attribute", () => {
    const rule = { name: "Author", kind: "xpath", selector: "//meta", attribute: "content" };
    const result = CrawlSettingsSchema.safeParse({ extraction: [rule] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["extraction", 0, "attribute"],
      message: expect.stringContaining("Only a CSS extraction reads an @attribute"),
    });
    expect(CrawlSettingsSchema.safeParse({ extraction: [{ ...rule, attribute: null }] }).success).toBe(true);
  });
});
