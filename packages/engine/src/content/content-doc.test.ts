import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_ASSESSMENTS } from "./assessments/index";
import { renderContentDoc } from "./content-doc";

describe("docs/content-analysis.md", () => {
  it("is up to date (run: npx tsx packages/engine/scripts/gen-content-doc.ts)", () => {
    const committed = readFileSync(new URL("../../../../docs/content-analysis.md", import.meta.url), "utf8");
    expect(committed).toBe(renderContentDoc());
  });

  it("lists every assessment with its thresholds", () => {
    const doc = renderContentDoc();
    for (const a of ALL_ASSESSMENTS) expect(doc).toContain(`(\`${a.id}\`)`);
    expect(doc).toContain("30–60 characters");
    expect(doc).toContain("120–160 characters");
  });
});
