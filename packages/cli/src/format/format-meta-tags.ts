import type { SeoReport } from "@ranklens/engine";
import { DESCRIPTION_LENGTH, lengthVerdict, TITLE_LENGTH } from "./length-guidance";
import type { Palette } from "./palette";
import { truncate } from "./truncate";

function describe(
  label: string,
  field: { text: string | null; length: number | null },
  range: { min: number; max: number },
  palette: Palette,
): string[] {
  const verdict = lengthVerdict(field.length, range);
  const aim = `aim for ${range.min}–${range.max}`;
  if (verdict === "missing")
    return [`${palette.bold(`${label}:`)} ${palette.red(`missing — ${aim} characters`)}`];
  const colour = verdict === "good" ? palette.green : palette.yellow;
  return [
    `${palette.bold(`${label}:`)} ${colour(`${field.length} characters — ${verdict}`)}${verdict === "good" ? "" : ` (${aim})`}`,
    `  ${truncate(field.text ?? "", 200)}`,
  ];
}

/** Title and meta description with their lengths and the recommended ranges. */
export function formatMetaTags(report: SeoReport, palette: Palette): string[] {
  return [
    ...describe("Title", report.title, TITLE_LENGTH, palette),
    ...describe("Meta description", report.metaDescription, DESCRIPTION_LENGTH, palette),
  ];
}
