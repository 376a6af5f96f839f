import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { formatFigures, readFigures } from "./support/figures-table";

/**
 * Gives the load tests a file to record their figures in and prints them as
 * one table when the suite ends, so CI logs show every figure next to its budget.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "ranklens-load-"));
  const file = path.join(dir, "figures.jsonl");
  project.provide("loadFiguresFile", file);
  return () => {
    const figures = readFigures(file);
    if (figures.length > 0)
      console.log(`\nLoad and fault figures (${new Date().toISOString()}):\n${formatFigures(figures)}\n`);
    rmSync(dir, { recursive: true, force: true });
  };
}
