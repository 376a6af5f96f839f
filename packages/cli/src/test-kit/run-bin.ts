import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The repository root: the bin is run from there, as `npx ranklens` would be. */
export const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const BIN = "packages/cli/bin/ranklens.mjs";

export interface BinResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the real `ranklens` bin with `args`. Asynchronous on purpose: the test's
 * own HTTP servers must keep answering while the child runs. The child gets a
 * clean environment (no RANKLENS_API_KEY, no NO_COLOR) plus `env`.
 */
export function runBin(args: string[], env: Record<string, string> = {}): Promise<BinResult> {
  const { RANKLENS_API_KEY: _key, NO_COLOR: _noColor, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: REPO_ROOT,
      env: { ...inherited, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
