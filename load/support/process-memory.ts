import { readFileSync } from "node:fs";

/** Resident set size of a process in MB, read from /proc (Linux). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

/** Samples a process's RSS on a timer until stopped; keeps the peak. */
export interface MemorySampler {
  samples: number[];
  peakMb(): number;
  stop(): void;
}

export function sampleMemory(pid: number, everyMs = 100): MemorySampler {
  const samples: number[] = [residentMb(pid)];
  const timer = setInterval(() => {
    try {
      samples.push(residentMb(pid));
    } catch {
      // The process is gone; the test notices that itself.
    }
  }, everyMs);
  return {
    samples,
    peakMb: () => Math.max(...samples),
    stop: () => clearInterval(timer),
  };
}
