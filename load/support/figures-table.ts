import { existsSync, readFileSync } from "node:fs";

/** One measured figure next to the budget it is held to. */
export interface LoadFigure {
  scenario: string;
  measured: string;
  budget: string;
  ok: boolean;
}

/** Reads back every figure recorded in a JSON-lines file. */
export function readFigures(file: string): LoadFigure[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as LoadFigure);
}

/** The figures as a plain-text table for CI logs. */
export function formatFigures(figures: LoadFigure[]): string {
  const rows = [
    ["scenario", "measured", "budget", ""],
    ...figures.map((f) => [f.scenario, f.measured, f.budget, f.ok ? "ok" : "MISSED"]),
  ];
  const widths = rows[0]?.map((_, col) => Math.max(...rows.map((row) => row[col]?.length ?? 0))) ?? [];
  const line = (row: string[]) =>
    row
      .map((cell, col) => cell.padEnd(widths[col] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(rows[0] ?? []), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join(
    "\n",
  );
}
