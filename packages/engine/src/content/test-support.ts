/**
 * Helpers for the assessment and research tests: run one assessment or research on an input, and
 * build neutral filler text.
 */
import { type Assessment, type ConfigOverride, mergeConfig } from "./assessment";
import { type ContentInput, createPaper } from "./paper";
import { Researcher } from "./researcher";

/** Runs `assessment` on `input` with optional config overrides; `result` is null when not applicable. */
export function assess(assessment: Assessment, input: ContentInput, override?: ConfigOverride) {
  const researcher = new Researcher(createPaper(input));
  const config = mergeConfig(assessment.defaults, override);
  const applicable = assessment.isApplicable(researcher, config);
  return { applicable, result: applicable ? assessment.getResult(researcher, config) : null, researcher };
}

/** A researcher over `input`, for tests of one research ("which sentences are passive?"). */
export function researcherFor(input: ContentInput): Researcher {
  return new Researcher(createPaper(input));
}

// Neutral nouns: no transition words, no "you", no verbs, no numbers, no keyphrase.
const NEUTRAL = [
  "garden",
  "river",
  "stone",
  "window",
  "paper",
  "cloud",
  "table",
  "forest",
  "candle",
  "mountain",
  "copper",
  "meadow",
  "harbor",
  "lantern",
  "orchard",
  "valley",
  "pebble",
  "thunder",
  "willow",
  "marble",
];

/** `words` words of neutral text in sentences of `perSentence` words; consecutive sentences start differently. */
export function filler(words: number, perSentence = 10): string {
  const sentences: string[] = [];
  for (let s = 0, left = words; left > 0; s++) {
    const n = Math.min(perSentence, left);
    const w = Array.from({ length: n }, (_, k) => NEUTRAL[(s * 7 + k) % NEUTRAL.length]!);
    w[0] = w[0]!.charAt(0).toUpperCase() + w[0]!.slice(1);
    sentences.push(`${w.join(" ")}.`);
    left -= n;
  }
  return sentences.join(" ");
}

/** A string of `n` characters. */
export function chars(n: number): string {
  return "x".repeat(n);
}
