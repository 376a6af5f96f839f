/**
 * Runs a child process the way a benchmark needs it: wall clock, peak resident memory (VmHWM
 * from /proc, sampled while it runs, since it vanishes with the process), stdout kept whole,
 * stderr as timestamped lines, and an optional SIGKILL when a stderr line says so.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

export interface MeasuredRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  wallSeconds: number;
  /** Peak resident set size in bytes (the kernel's high-water mark, last seen). */
  peakRssBytes: number;
  /**
   * The largest memory the process and all its descendants (Chromium's processes, for a rendered
   * crawl) had together at one sample, every 200 ms: each process's proportional set size (Pss:
   * a page shared by n processes counts 1/n in each), so shared libraries are not counted once
   * per Chromium process as summed RSS would.
   */
  peakTreeRssBytes: number;
  stdout: string;
  /** stderr lines with the milliseconds since start at which they arrived. */
  stderr: { atMs: number; line: string }[];
  killed: boolean;
}

export interface MeasuredOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** SIGKILL the process when this returns true for a stderr line. */
  killWhen?: (line: string) => boolean;
  /** Echo stderr lines (progress) to ours, every `echoEvery`th line. */
  echoEvery?: number;
}

/** VmHWM (peak RSS) of a live process in bytes, or 0 when it is gone. */
export function peakRssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Pss of a process and every descendant, summed, in bytes (0 when it is gone). */
export function treeRssOf(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent; the command name (field 2) may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone between the listing and the read.
    }
  }
  let total = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const next = pending.pop()!;
    try {
      const kb = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${next}/smaps_rollup`, "utf8"))?.[1];
      total += kb ? Number(kb) * 1024 : 0;
    } catch {
      // Gone meanwhile.
    }
    pending.push(...(children.get(next) ?? []));
  }
  return total;
}

export function runMeasured(
  command: string,
  args: string[],
  options: MeasuredOptions = {},
): Promise<MeasuredRun> {
  const start = performance.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const out: Buffer[] = [];
  const stderr: MeasuredRun["stderr"] = [];
  let peak = 0;
  let treePeak = 0;
  let killed = false;
  let partial = "";
  let lines = 0;
  const sample = () => {
    if (!child.pid) return;
    peak = Math.max(peak, peakRssOf(child.pid));
    treePeak = Math.max(treePeak, treeRssOf(child.pid));
  };
  const timer = setInterval(sample, 200);
  child.stdout.on("data", (chunk: Buffer) => {
    out.push(chunk);
  });
  child.stderr.on("data", (chunk: Buffer) => {
    partial += chunk.toString("utf8");
    const parts = partial.split(/\r?\n|\r/);
    partial = parts.pop() ?? "";
    for (const line of parts) {
      const atMs = performance.now() - start;
      stderr.push({ atMs, line });
      if (options.echoEvery && lines++ % options.echoEvery === 0) process.stderr.write(`  ${line}\n`);
      if (!killed && options.killWhen?.(line)) {
        sample();
        killed = true;
        child.kill("SIGKILL");
      }
    }
  });
  return new Promise((resolve, reject) => {
    child.on("error", (error) => {
      clearInterval(timer);
      reject(error);
    });
    // "exit" comes before the pipes drain; "close" after both, so stdout is whole.
    child.on("exit", sample);
    child.on("close", (code, signal) => {
      clearInterval(timer);
      if (partial) stderr.push({ atMs: performance.now() - start, line: partial });
      resolve({
        code,
        signal,
        wallSeconds: (performance.now() - start) / 1000,
        peakRssBytes: peak,
        peakTreeRssBytes: treePeak,
        stdout: Buffer.concat(out).toString("utf8"),
        stderr,
        killed,
      });
    });
  });
}
