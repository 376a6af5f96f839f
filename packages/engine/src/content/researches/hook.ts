import type { Paper } from "../paper";
import type { Researcher } from "../researcher";
import { CONTRAST_WORDS, NUMBER_WORDS, SECOND_PERSON, THROAT_CLEARING } from "../word-lists/engagement-words";

/** Signals an opening can use to pull the reader in. */
export type HookFeature = "question" | "number" | "reader" | "contrast" | "short";

/** What the opening (the first one or two sentences, at most `windowWords` words) does. */
export interface HookResearch {
  features: HookFeature[];
  throatClearing: string | null;
  /** Offsets of the opening in the body (−1 when there is no prose). */
  start: number;
  end: number;
  firstSentenceWords: number;
}

/**
 * Examines the opening: the first two prose sentences, cut to `windowWords` words (15 for video
 * scripts: the hook must land in the first seconds). "short" means the first sentence has at most
 * 20 words, or for social posts the first line has at most 125 characters.
 */
export function hook(paper: Paper, researcher: Researcher): HookResearch {
  const windowWords = paper.type === "video" ? 15 : 40;
  const sentences = researcher.get("sentences").slice(0, 2);
  if (sentences.length === 0)
    return { features: [], throatClearing: null, start: -1, end: -1, firstSentenceWords: 0 };
  const tokens = sentences.flatMap((s) => s.tokens).slice(0, windowWords);
  const features: HookFeature[] = [];
  const inWindow = sentences.filter((s) => s.tokens[0]!.start <= tokens.at(-1)!.start);
  if (inWindow.some((s) => s.isQuestion)) features.push("question");
  if (tokens.some((t) => /\d/.test(t.text) || NUMBER_WORDS.has(t.norm))) features.push("number");
  if (tokens.some((t) => SECOND_PERSON.has(t.norm))) features.push("reader");
  if (tokens.some((t) => CONTRAST_WORDS.has(t.norm))) features.push("contrast");
  const first = sentences[0]!;
  if (paper.type === "social") {
    const firstLine = paper.body.slice(first.start).split("\n")[0]!.trim();
    if (firstLine.length <= 125) features.push("short");
  } else if (first.tokens.length <= 20) features.push("short");
  const opening = first.tokens.map((t) => t.norm).join(" ");
  const throatClearing = THROAT_CLEARING.find((p) => opening.startsWith(p.replace(/'/g, "'"))) ?? null;
  return {
    features,
    throatClearing,
    start: first.start,
    end: inWindow.at(-1)!.end,
    firstSentenceWords: first.tokens.length,
  };
}
