import type { Paper } from "./paper";
import { RESEARCHES, type Researches } from "./researches/index";

/**
 * Runs researches (pure measurements of a paper) on demand and remembers each result, so the
 * assessments that share a measurement (sentences, keyphrase matches…) compute it once per paper.
 */
export class Researcher {
  private readonly memo = new Map<keyof Researches, unknown>();

  constructor(readonly paper: Paper) {}

  /** The result of the research `name` for this paper (computed on first use). */
  get<K extends keyof Researches>(name: K): ReturnType<Researches[K]> {
    if (this.memo.has(name)) return this.memo.get(name) as ReturnType<Researches[K]>;
    const value = (RESEARCHES[name] as (paper: Paper, researcher: Researcher) => unknown)(this.paper, this);
    this.memo.set(name, value);
    return value as ReturnType<Researches[K]>;
  }
}
