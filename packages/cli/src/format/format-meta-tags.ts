import type { SeoReport } from "@ranklens/engine";
import {
  type LengthBand,
  lengthVerdict,
  META_DESCRIPTION_LENGTH_BAND,
  TITLE_LENGTH_BAND,
} from "@ranklens/engine/length-band";
import { VERDICT_WORDS } from "./length-guidance";
import type { Palette } from "./palette";
import { truncate } from "./truncate";

function describe(
  label: string,
  field: { text: string | null; length: number | null },
  band: LengthBand,
  palette: Palette,
): string[] {
  // The report's length is the engine's count; the verdict is the engine's too (the checks use the same).
  const verdict = lengthVerdict(field.length ?? 0, band);
  const aim = `aim for ${band.min}–${band.max}`;
  if (verdict === "missing")
    return [`${palette.bold(`${label}:`)} ${palette.red(`missing — ${aim} characters`)}`];
  const colour = verdict === "good" ? palette.green : palette.yellow;
  return [
    `${palette.bold(`${label}:`)} ${colour(`${field.length} characters — ${VERDICT_WORDS[verdict]}`)}${verdict === "good" ? "" : ` (${aim})`}`,
    `  ${truncate(field.text ?? "", 200)}`,
  ];
}

/** Title and meta description with their lengths and the recommended ranges. */
export function formatMetaTags(report: SeoReport, palette: Palette): string[] {
  return [
    ...describe("Title", report.title, TITLE_LENGTH_BAND, palette),
    ...describe("Meta description", report.metaDescription, META_DESCRIPTION_LENGTH_BAND, palette),
  ];
}
