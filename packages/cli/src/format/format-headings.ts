import type { ReportHeading } from "@ranklens/engine";
import type { Palette } from "./palette";
import { truncate } from "./truncate";

/** How many headings the outline shows. */
export const HEADINGS_SHOWN = 10;

/** The first headings as an outline indented by level. */
export function formatHeadings(headings: ReportHeading[], palette: Palette): string[] {
  if (headings.length === 0) return [`${palette.bold("Headings")} ${palette.red("none")}`];
  const shown = headings.slice(0, HEADINGS_SHOWN);
  const more = headings.length - shown.length;
  return [
    `${palette.bold("Headings")} ${palette.dim(more > 0 ? `(first ${shown.length} of ${headings.length})` : `(${headings.length})`)}`,
    ...shown.map((h) => {
      const level = Number(h.tag.slice(1));
      return `  ${"  ".repeat(level - 1)}${palette.dim(h.tag)} ${truncate(h.text, 80)}`;
    }),
  ];
}
