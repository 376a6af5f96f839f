/** A task of the analysis pool for its tests: says which thread ran it, fails or runs out of memory on demand. */
import { threadId } from "node:worker_threads";
import { poolTask } from "../src/analysis-pool";

export interface ProbeInput {
  do: "thread" | "throw" | "exhaust-memory";
}

export default function probe(input: ProbeInput): { threadId: number } {
  if (input.do === "throw") throw new Error("The probe failed as asked.");
  if (input.do === "exhaust-memory") {
    const kept: number[][] = [];
    for (;;) kept.push(new Array(1_000_000).fill(kept.length));
  }
  return { threadId };
}

export const PROBE = poolTask(import.meta.url, probe);
