import { spawnSync } from "node:child_process";

/**
 * Why tests that need these system commands cannot run on this machine, or null when they can.
 * Meant for `describe.skipIf`: on a developer's machine a missing tool skips them with the reason
 * printed; on CI (`CI` set) it throws, failing the file, since a silent skip there would hide
 * that the tests never ran. `install` says how to get the tools.
 */
export function missingSystemTools(commands: string[], install: string): string | null {
  const missing = commands.filter((command) => spawnSync(command, ["-v"], { stdio: "ignore" }).error);
  if (missing.length === 0) return null;
  const reason = `needs ${missing.join(", ")} (${install})`;
  if (process.env.CI) throw new Error(`These tests must run on CI, but this machine ${reason}`);
  console.warn(`Skipped: ${reason}`);
  return reason;
}
