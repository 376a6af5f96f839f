import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The Scalar API reference bundle, read once and kept (with its gzip) in memory. */
export interface ScalarBundle {
  raw: Buffer;
  gzip: Buffer;
}

let cached: ScalarBundle | undefined;

/**
 * `@scalar/api-reference`'s browser bundle, served from our own origin so
 * /api works offline and loads nothing from a CDN (research/stack.md gotcha
 * 9). The file is not in the package's exports; it sits next to the main file.
 */
export function scalarBundle(): ScalarBundle {
  if (!cached) {
    const main = createRequire(import.meta.url).resolve("@scalar/api-reference");
    const raw = readFileSync(path.join(path.dirname(main), "browser", "standalone.js"));
    cached = { raw, gzip: gzipSync(raw) };
  }
  return cached;
}
