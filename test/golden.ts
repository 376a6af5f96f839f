/**
 * Golden files: a test compares what it computes with a JSON file committed
 * next to it. `UPDATE_GOLDEN=1` rewrites the file from the computed value
 * when they differ (review the diff, and format it with `npx biome check --write`).
 * Without it a missing file is an error, never silently written: a deleted,
 * misnamed or forgotten golden file would otherwise make the test pass
 * against whatever the code produces today.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";

/** The expected value stored in `file`, after rewriting it from `actual` when UPDATE_GOLDEN=1. */
export function readGolden<T>(file: URL, actual: T): T {
  const exists = existsSync(file);
  if (process.env.UPDATE_GOLDEN === "1") {
    const json = JSON.parse(JSON.stringify(actual)) as unknown;
    // An unchanged value keeps the file as formatted in the repository.
    if (!exists || !isDeepStrictEqual(JSON.parse(readFileSync(file, "utf8")), json))
      writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
  } else if (!exists) {
    throw new Error(
      `Golden file ${fileURLToPath(file)} is missing: create it with UPDATE_GOLDEN=1 and review it.`,
    );
  }
  return JSON.parse(readFileSync(file, "utf8")) as T;
}
