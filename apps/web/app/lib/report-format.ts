/**
 * How the analyzer shows the report's numbers. Unknown values are "N/A", never
 * 0 (DESIGN.md principle 1): a missing measurement must not read as a bad one.
 */
export const NOT_AVAILABLE = "N/A";

/** A 0–100 score, or N/A. */
export function formatScore(score: number | null | undefined): string {
  return typeof score === "number" && Number.isFinite(score) ? String(Math.round(score)) : NOT_AVAILABLE;
}

/** Keyword density as a percentage with exactly two decimals ("5.56%"). */
export function formatDensity(density: number): string {
  return `${density.toFixed(2)}%`;
}

/**
 * The report's density formula as the footnote's term and definition, the word said once:
 * "density = occurrences ÷ …" → ["Density", " = occurrences ÷ …"] (it read "Density: density = …").
 */
export function densityFootnote(formula: string): [term: string, definition: string] {
  const match = /^density\b\s*(.*)$/i.exec(formula.trim());
  return match ? ["Density", ` ${match[1]}`] : ["Density:", ` ${formula.trim()}`];
}

/** Competition on the 0–10 scale with one decimal ("3.5/10"), or N/A without a keyword-data provider. */
export function formatCompetition(competition: number | null | undefined): string {
  return typeof competition === "number" && Number.isFinite(competition)
    ? `${competition.toFixed(1)}/10`
    : NOT_AVAILABLE;
}

/** A provider's monthly search volume ("301,000"), or N/A. */
export function formatSearchVolume(volume: number | null | undefined): string {
  return typeof volume === "number" && Number.isFinite(volume)
    ? volume.toLocaleString("en-US")
    : NOT_AVAILABLE;
}

/** A provider's keyword difficulty, 0–100 ("67/100"), or N/A. */
export function formatDifficulty(difficulty: number | null | undefined): string {
  return typeof difficulty === "number" && Number.isFinite(difficulty)
    ? `${Math.round(difficulty)}/100`
    : NOT_AVAILABLE;
}

/** Whether a competitor is ahead of, behind or level with the page on one score. */
export type Standing = "ahead" | "behind" | "level" | "unknown";

/**
 * Reads a competitor's "points ahead" (competitor minus page) from the user's
 * point of view: "12 points ahead", "1 point behind", "Level".
 */
export function describePointsAhead(points: number | null | undefined): {
  standing: Standing;
  label: string;
} {
  if (typeof points !== "number" || !Number.isFinite(points))
    return { standing: "unknown", label: NOT_AVAILABLE };
  if (points === 0) return { standing: "level", label: "Level" };
  const size = Math.abs(points);
  const unit = size === 1 ? "point" : "points";
  return points > 0
    ? { standing: "ahead", label: `${size} ${unit} ahead` }
    : { standing: "behind", label: `${size} ${unit} behind` };
}

/** Bytes as B, KiB or MiB (1 KiB = 1,024 B, the unit the engine's checks use), or N/A. */
export function formatBytes(bytes: number | null | undefined): string {
  if (typeof bytes !== "number" || !Number.isFinite(bytes)) return NOT_AVAILABLE;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MiB`;
}

/** Milliseconds as "340 ms" or "1.25 s", or N/A. */
export function formatDuration(ms: number | null | undefined): string {
  if (typeof ms !== "number" || !Number.isFinite(ms)) return NOT_AVAILABLE;
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** A count with thousands separators ("1,234"). */
export function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}
