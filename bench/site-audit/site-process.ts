/** Starts site-server-process.ts (the generated site in its own process) and talks to it. */
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { peakRssOf } from "./measured-process";
import type { SiteManifest } from "./site-manifest";

export interface SiteProcess {
  origin: string;
  manifest: SiteManifest;
  pid: number;
  stats(): Promise<{ requests: number; pageRequests: number; distinctPages: number }>;
  /** Counts the site's requests from zero again. */
  resetStats(): Promise<void>;
  /** Peak RSS so far in bytes. */
  peakRssBytes(): number;
  close(): Promise<void>;
}

export async function startSiteProcess(
  pages: number,
  seed: number,
  manifestFile: string,
  /** Every answer this much later (a slow site). */
  delayMs = 0,
): Promise<SiteProcess> {
  const child = fork(
    new URL("./site-server-process.ts", import.meta.url),
    [String(pages), String(seed), manifestFile, String(delayMs)],
    {
      execArgv: ["--import", import.meta.resolve("tsx")],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    },
  );
  const ready = await new Promise<{ origin: string }>((resolve, reject) => {
    child.once("message", (m) => resolve(m as { origin: string }));
    child.once("exit", (code) => reject(new Error(`the generated site exited (${code}) before listening`)));
  });
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as SiteManifest;
  return {
    origin: ready.origin,
    manifest,
    pid: child.pid!,
    stats: () =>
      new Promise((resolve) => {
        child.once("message", (m) =>
          resolve((m as { stats: Awaited<ReturnType<SiteProcess["stats"]>> }).stats),
        );
        child.send("stats");
      }),
    resetStats: () =>
      new Promise((resolve) => {
        child.once("message", () => resolve());
        child.send("reset-stats");
      }),
    peakRssBytes: () => peakRssOf(child.pid!),
    close: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.send("close");
      }),
  };
}
