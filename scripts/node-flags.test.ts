import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./node-flags.mjs";

const root = new URL("../", import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), "utf8");

describe("the V8 flags of long-running processes", () => {
  it("bound the young generation", () => {
    expect(SERVER_NODE_FLAGS).toContain("--max-semi-space-size=16");
  });

  it("are given to npm run worker (a package.json script cannot import them)", () => {
    const worker = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts.worker!;
    const nodeArgs = worker.split(" apps/server/bin/worker.mjs")[0]!.split(" ");
    for (const flag of SERVER_NODE_FLAGS) expect(nodeArgs).toContain(flag);
  });

  it("are given to the server npm start runs, and to the benchmarks that measure the same work", () => {
    for (const file of [
      "scripts/start.mjs",
      "bench/monitoring/monitoring-bench.ts",
      "bench/reports/reports-bench.ts",
      "bench/search-console/search-console-bench.ts",
    ])
      expect(read(file), file).toMatch(/\.\.\.SERVER_NODE_FLAGS,/);
  });
});
