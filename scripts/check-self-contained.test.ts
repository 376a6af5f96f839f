import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * scripts/check-self-contained.mjs run on throwaway git repositories: every
 * offending snippet is reported with its rule, no clean snippet is.
 */
const SCRIPT = path.join(import.meta.dirname, "check-self-contained.mjs");
const roots: string[] = [];

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** Creates a git repository holding `files` (path → content) and runs the check on it. */
function check(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), "self-contained-"));
  roots.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  spawnSync("git", ["init", "-q"], { cwd: root });
  const run = spawnSync(process.execPath, [SCRIPT, "--root", root], { encoding: "utf8" });
  const reported = run.stdout.split("\n").filter((l) => /^\S+:\d+: /.test(l));
  return { status: run.status, stdout: run.stdout, reported };
}

const OFFENDING: [string, string, string, string][] = [
  // [file, content, rule, reported text]
  [
    "packages/engine/test/a.test.ts",
    'const CORPUS = new URL("../../../../shared/corpus/pages/", import.meta.url);',
    "climbs-out",
    "../../../../shared/corpus/pages/",
  ],
  [
    "packages/cli/src/b.test.ts",
    'const F = "/work/shared/corpus/pages/x.html";',
    "machine-path",
    "/work/shared/corpus/pages/x.html",
  ],
  ["scripts/c.mjs", "// data: /home/someone/pages", "machine-path", "/home/someone/pages"],
  ["scripts/d.sh", "cp /root/.cache/x .", "machine-path", "/root/.cache/x"],
  ["e2e/e.ts", 'const dir = path.join(__dirname, "..", "..");', "climbs-out", '__dirname, "..", ".."'],
  ["load/f.ts", 'const data = path.join(root, "../shared/pages");', "outside-shared", "../shared/pages"],
  [
    "apps/web/g.json",
    '{ "extends": "../../../tsconfig.base.json" }',
    "climbs-out",
    "../../../tsconfig.base.json",
  ],
  ["apps/server/h.ts", 'const corpus = path.join(base, "shared/corpus");', "shared-corpus", "shared/corpus"],
  [".ci/run", 'cd "$(dirname "$0")/.." && ls /srv/data', "machine-path", "/srv/data"],
  [
    "bench/no-fallback.ts",
    'const CORPUS = new URL("../../shared/corpus/pages/", import.meta.url);',
    "climbs-out without a test/fixtures fallback",
    "../../shared/corpus/pages/",
  ],
  [
    "bench/results.json",
    '{ "engine": { "corpus": "/work/shared/corpus/pages" } }',
    "machine-path",
    "/work/shared/corpus/pages",
  ],
  [
    "bench/absolute.ts",
    'import "../test/fixtures";\nconst C = "/work/shared/corpus";',
    "machine-path",
    "/work/shared/corpus",
  ],
];

const CLEAN: Record<string, string> = {
  "packages/engine/tsconfig.json": '{ "extends": "../../tsconfig.base.json" }',
  "packages/engine/test/ok.test.ts":
    'import { readFixture } from "../../../test/fixtures";\nimport { x } from "../src/x";\nconst u = "https://example.com/home/x";',
  "packages/engine/src/page/url.test.ts":
    'expect(resolve("/top/x", base)).toBe("https://example.com/top/x");',
  "apps/web/app/contact.ts":
    'import { PLANS } from "../../../packages/shared/plans";\nimport "../shared/button";',
  "apps/web/shared/button.ts": "export {};",
  "packages/shared/plans.ts": "export {};",
  ".ci/run":
    '#!/usr/bin/env bash\ncd "$(dirname "$0")/.."\n/usr/bin/chromium --version\nls /etc/postgresql /usr/lib/postgresql/*/bin/initdb\nmktemp -d /tmp/x',
  "bench/engine.ts":
    'import { fixtureUrl } from "../test/fixtures";\nconst FULL = new URL("../../shared/corpus/pages/", import.meta.url); // falls back to test/fixtures',
  "scripts/lighthouse-corpus.ts":
    'import "../test/fixtures";\nconst FULL = path.join(root, "../shared/corpus");',
  // The bench's record of which corpus a run measured: a label, never read back as a path.
  "bench/results.json": '{ "engine": { "corpus": "../shared/corpus/pages (60 pages, 15,971,532 bytes)" } }',
  "scripts/start.mjs": 'const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");',
  "docs/notes.md": "The corpus lives in /work/shared/corpus (not scanned: documentation).",
};

describe("check-self-contained", () => {
  it("passes a repository whose files refer only to themselves", () => {
    const result = check(CLEAN);
    expect(result.reported).toEqual([]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("files checked: no reference outside the repository");
  });

  it.each(OFFENDING)("reports %s", (file, content, rule, text) => {
    const result = check({ ...CLEAN, [file]: content });
    expect(result.reported).toContainEqual(
      expect.stringMatching(new RegExp(`^${file.replace(/\./g, "\\.")}:\\d+: ${rule}: `)),
    );
    expect(result.reported.join("\n")).toContain(text);
    expect(result.status).toBe(1);
  });

  it("names the line of each reference", () => {
    const result = check({ "scripts/x.mjs": 'const a = 1;\n\nconst b = "/work/data";\n' });
    expect(result.reported).toEqual(["scripts/x.mjs:3: machine-path: /work/data"]);
  });
});
