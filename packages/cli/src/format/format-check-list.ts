import type { CheckMetadata } from "@ranklens/engine";
import type { Palette } from "./palette";

/** Every check as "id  category  title", grouped in report order, with a count at the end. */
export function formatCheckList(checks: readonly CheckMetadata[], palette: Palette): string {
  const idWidth = Math.max(...checks.map((c) => c.id.length));
  const categoryWidth = Math.max(...checks.map((c) => c.category.length));
  const lines = [
    palette.dim(`${"id".padEnd(idWidth)}  ${"category".padEnd(categoryWidth)}  title`),
    ...checks.map(
      (c) => `${palette.cyan(c.id.padEnd(idWidth))}  ${c.category.padEnd(categoryWidth)}  ${c.title}`,
    ),
    palette.dim(`${checks.length} checks`),
  ];
  return `${lines.join("\n")}\n`;
}
