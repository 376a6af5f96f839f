/**
 * Generates docs/checks.md from the check metadata.
 *   npx tsx packages/engine/scripts/gen-checks-doc.ts          → writes the file
 * `renderChecksDoc()` is also used by a test that fails when the file is stale.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { CHECK_METADATA } from "../src/page/check-metadata";
import { CATEGORIES } from "../src/page/config";

export const CHECKS_DOC = new URL("../../../docs/checks.md", import.meta.url);

/** Everything from this line on is written by hand; the generator keeps it as it is. */
export const HAND_WRITTEN_MARKER = "<!-- Hand-written below: kept as it is by gen-checks-doc.ts -->";

/** The hand-written part of a checks doc (from the marker on), or "" when it has none. */
function handWritten(current: string): string {
  const at = current.indexOf(HAND_WRITTEN_MARKER);
  return at === -1 ? "" : current.slice(at);
}

function options(o: Record<string, unknown>): string {
  const entries = Object.entries(o);
  return entries.length === 0 ? "—" : entries.map(([k, v]) => `\`${k}\`: ${JSON.stringify(v)}`).join(", ");
}

/** The Markdown of docs/checks.md: the generated tables, then the hand-written part of `current`. */
export function renderChecksDoc(
  current = existsSync(CHECKS_DOC) ? readFileSync(CHECKS_DOC, "utf8") : "",
): string {
  const lines = [
    "# Page checks",
    "",
    "Generated from the check metadata by `npx tsx packages/engine/scripts/gen-checks-doc.ts`; do not edit by hand",
    "above the hand-written section at the end, which the generator keeps.",
    "",
    "The SEO score is the weighted mean of the check scores outside *Performance* (not-applicable and erroring",
    "checks weigh 0); the performance score uses the performance checks and is only given for fetched pages.",
    "Checks marked LH give the same verdict as the Lighthouse SEO audit of the same id.",
    "",
  ];
  for (const [category, label] of Object.entries(CATEGORIES)) {
    const checks = CHECK_METADATA.filter((c) => c.category === category);
    if (checks.length === 0) continue;
    lines.push(
      `## ${label} (\`${category}\`)`,
      "",
      "| Check | Weight | Impact | Thresholds | Why it matters |",
      "|---|---:|---|---|---|",
    );
    for (const c of checks) {
      const title = `\`${c.id}\`${c.lighthouse ? " (LH)" : ""}<br>${c.title.replace(/\|/g, "\\|")}`;
      const why = c.description.replace(/\|/g, "\\|") + (c.learnMoreUrl ? ` [More](${c.learnMoreUrl})` : "");
      lines.push(`| ${title} | ${c.weight} | ${c.impact} | ${options(c.defaultOptions)} | ${why} |`);
    }
    lines.push("");
  }
  const kept = handWritten(current);
  return kept ? `${lines.join("\n")}\n${kept}` : lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  writeFileSync(CHECKS_DOC, renderChecksDoc());
  console.log(`wrote ${CHECK_METADATA.length} checks to docs/checks.md`);
}
