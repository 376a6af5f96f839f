import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { CHECKS_DOC, HAND_WRITTEN_MARKER, renderChecksDoc } from "../scripts/gen-checks-doc";
import { CHECK_METADATA } from "../src/index";

it("docs/checks.md is up to date (run npx tsx packages/engine/scripts/gen-checks-doc.ts)", () => {
  expect(readFileSync(CHECKS_DOC, "utf8")).toBe(renderChecksDoc());
});

it("every check is documented with an id, weight and reason", () => {
  const doc = renderChecksDoc();
  for (const c of CHECK_METADATA) expect(doc).toContain(`\`${c.id}\``);
  expect(
    CHECK_METADATA.filter((c) => c.lighthouse)
      .map((c) => c.id)
      .sort(),
  ).toEqual([
    "canonical",
    "crawlable-anchors",
    "document-title",
    "hreflang",
    "http-status-code",
    "image-alt",
    "is-crawlable",
    "link-text",
    "meta-description",
    "robots-txt",
  ]);
});

it("keeps the hand-written section at the end when it regenerates the tables", () => {
  const current = `# old tables\n\n${HAND_WRITTEN_MARKER}\n\n## Notes\n\nWritten by hand.\n`;
  const doc = renderChecksDoc(current);
  expect(doc.startsWith("# Page checks")).toBe(true);
  expect(doc).not.toContain("# old tables");
  expect(doc.endsWith(`${HAND_WRITTEN_MARKER}\n\n## Notes\n\nWritten by hand.\n`)).toBe(true);
  expect(renderChecksDoc("")).not.toContain(HAND_WRITTEN_MARKER);
});
