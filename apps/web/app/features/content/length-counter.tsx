import type { LengthBand } from "@ranklens/engine/length-band";
import { cn } from "../../lib/cn";
import { type LengthTone, lengthHint } from "./length-hint";

const TONE_CLASSES: Record<LengthTone, string> = {
  empty: "text-slate-600",
  short: "text-amber-700",
  good: "text-green-700",
  long: "text-red-700",
};

/**
 * "42/60 · Good length": a live counter with colour and words (never colour alone). There is no
 * hard limit; the range is guidance. Shown as a field's hint, which describes the field with it.
 */
export function LengthCounter({
  length,
  range,
  showMax = false,
}: {
  length: number;
  range: LengthBand;
  /** Show "n/max" (the title's counter) instead of "n characters". */
  showMax?: boolean;
}) {
  const hint = lengthHint(length, range);
  return (
    <p className={cn("flex justify-between gap-3 text-xs", TONE_CLASSES[hint.tone])}>
      <span>{hint.label}</span>
      <span className="tabular-nums">{showMax ? `${length}/${range.max}` : `${length} characters`}</span>
    </p>
  );
}
