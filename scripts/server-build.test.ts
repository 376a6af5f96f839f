import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without type declarations
import { fingerprintOf } from "./build-cache.mjs";
import { ensureServerBuild, SERVER_ENTRIES } from "./server-build.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));

describe("a build's fingerprint", () => {
  it("changes with an edit, a new file and a setting, and not with a file the build leaves out", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "fingerprint-"));
    writeFileSync(path.join(dir, "a.ts"), "export const a = 1;");
    const skipTests = (file: string) => !file.endsWith(".test.ts");
    const before = fingerprintOf(dir, ["."], [], skipTests);
    writeFileSync(path.join(dir, "a.test.ts"), "test");
    expect(fingerprintOf(dir, ["."], [], skipTests)).toBe(before);
    expect(fingerprintOf(dir, ["."], ["PUBLIC_URL=x"], skipTests)).not.toBe(before);
    writeFileSync(path.join(dir, "b.ts"), "export const b = 2;");
    const added = fingerprintOf(dir, ["."], [], skipTests);
    expect(added).not.toBe(before);
    writeFileSync(path.join(dir, "b.ts"), "export const b = 22;");
    expect(fingerprintOf(dir, ["."], [], skipTests)).not.toBe(added);
  });
});

describe("the server's bundle", () => {
  it("has a module for each process and one of its own for each analysis-pool task, built once", () => {
    const dir = ensureServerBuild();
    for (const name of Object.keys(SERVER_ENTRIES))
      expect(existsSync(path.join(dir, `${name}.js`)), name).toBe(true);
    const taskSources = [
      "site-audit/crawl/page-analysis-task",
      "monitoring/runs/observation-task",
      "analyses/page-report-task",
    ];
    for (const task of taskSources) {
      const bundled = path.join(dir, "tasks", `${task}.js`);
      expect(existsSync(bundled), task).toBe(true);
      expect(existsSync(path.join(root, "apps/server/src", `${task}.ts`)), task).toBe(true);
    }
    // The same sources give the same folder, without building again.
    const logged: string[] = [];
    expect(ensureServerBuild({ log: (line) => logged.push(line) })).toBe(dir);
    expect(logged).toEqual([]);
  });

  it("names each task's bundled module where a thread loads it, and each module's source as its URL", () => {
    const dir = ensureServerBuild();
    const chunks = [dir, path.join(dir, "chunks")].flatMap((d) =>
      readdirSync(d)
        .filter((f) => f.endsWith(".js"))
        .map((f) => readFileSync(path.join(d, f), "utf8")),
    );
    const map = chunks.map((text) => /BUNDLED_TASK_MODULES = (\{[^;]*\});/.exec(text)?.[1]).find(Boolean);
    expect(map).toBeDefined();
    const tasks = JSON.parse(map!) as Record<string, string>;
    expect(Object.keys(tasks).length).toBeGreaterThanOrEqual(3);
    for (const [source, bundled] of Object.entries(tasks)) {
      expect(existsSync(fileURLToPath(source)), source).toBe(true);
      expect(existsSync(fileURLToPath(bundled)), bundled).toBe(true);
    }
    // A module reading a file beside it (the common-passwords list) reads it beside its source.
    const passwords = new URL("../apps/server/src/auth/common-passwords.ts", import.meta.url).href;
    expect(chunks.some((text) => text.includes(JSON.stringify(passwords)))).toBe(true);
  });

  it("is compiled once: a process started from it leaves V8's code cache in Node's default place", () => {
    ensureServerBuild();
    const tmp = mkdtempSync(path.join(tmpdir(), "compile-cache-"));
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: tmp };
    delete env.NODE_COMPILE_CACHE;
    delete env.NODE_DISABLE_COMPILE_CACHE;
    // `ranklens users` without a command: it loads its entry, prints its usage and exits.
    spawnSync(process.execPath, [path.join(root, "apps/server/bin/operator.mjs")], { env, encoding: "utf8" });
    const cache = path.join(tmp, "node-compile-cache");
    expect(existsSync(cache)).toBe(true);
    expect(readdirSync(cache, { recursive: true }).length).toBeGreaterThan(100);
  });
});
