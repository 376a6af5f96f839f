/**
 * Writes docs/content-analysis.md from the content assessments' metadata.
 *
 *   npx tsx packages/engine/scripts/gen-content-doc.ts
 */
import { writeFileSync } from "node:fs";
import { renderContentDoc } from "../src/content/content-doc";

const target = new URL("../../../docs/content-analysis.md", import.meta.url);
writeFileSync(target, renderContentDoc());
console.log(`wrote ${target.pathname}`);
