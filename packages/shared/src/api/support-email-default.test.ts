import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DEFAULT_SUPPORT_EMAIL } from "./contact";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const HERE = path.relative(ROOT, fileURLToPath(new URL("./contact.ts", import.meta.url)));
const CODE = /\.(ts|tsx|mts|mjs|md)$/;
const SKIP = new Set(["node_modules", "build", ".react-router", ".git", ".tmp"]);

function* codeFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* codeFiles(full);
    else if (CODE.test(name)) yield full;
  }
}

describe("the default support address", () => {
  it("is written in one place in the code; everything else reads DEFAULT_SUPPORT_EMAIL", () => {
    const literal = DEFAULT_SUPPORT_EMAIL;
    const holders = ["apps", "packages", "e2e", "scripts", "load", "bench"]
      .flatMap((dir) => [...codeFiles(path.join(ROOT, dir))])
      .filter((file) => readFileSync(file, "utf8").includes(literal))
      .map((file) => path.relative(ROOT, file));
    expect(holders).toEqual([HERE]);
  });

  it("is the one README.md and .env.example document", () => {
    for (const doc of ["README.md", ".env.example"]) {
      const text = readFileSync(path.join(ROOT, doc), "utf8");
      const line = text.split("\n").find((l) => l.includes("SUPPORT_EMAIL") && /default|\| `/.test(l));
      expect(line, doc).toContain(DEFAULT_SUPPORT_EMAIL);
    }
  });
});
