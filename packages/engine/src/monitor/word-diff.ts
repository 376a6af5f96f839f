import { diffArrays } from "diff";
import { tokenize } from "../text/words";

/** A run of the text that both versions share, or that only the new (added) or old (removed) one has. */
export interface TextDiffPart {
  kind: "same" | "added" | "removed";
  text: string;
}

export interface WordDiff {
  /** Runs in reading order, neighbours of the same kind merged; a replacement is its removed run then its added run. */
  parts: TextDiffPart[];
  /**
   * Share of the words that changed, 0–1: the words of the longer version outside the longest
   * sequence of words both versions keep in order, i.e. 1 − kept ÷ max(words before, words after).
   * One word replaced in 100 is 0.01; 30 words added to 100 is 30 ÷ 130; a rewrite is about 1.
   * When the versions are too far apart to align (see `maxEditWords`), a lower bound.
   */
  textChange: number;
  /** False when the alignment was given up: `parts` then show the whole text removed and added. */
  aligned: boolean;
}

/**
 * Past this many inserted plus deleted words the alignment is not searched for: its cost grows with
 * the square of that number (about 0.3 s for 2,000 with the diff package, whatever the length).
 * Everyday edits stay below; a page rewritten from scratch (over 1,000 words) goes past and is
 * shown as rewritten.
 */
export const MAX_EDIT_WORDS = 2_000;

/**
 * A word-level diff of two texts, with words as the engine counts them (text/words.ts) and
 * compared without case: punctuation and capitals do not make a change, a word spelled
 * differently does. Each run carries its words with the characters that follow them, so the
 * "same" and "added" runs read as the new text and the "removed" ones as words of the old one.
 */
export function diffWords(before: string, after: string, maxEditWords = MAX_EDIT_WORDS): WordDiff {
  if (before === after) {
    return { parts: before === "" ? [] : [{ kind: "same", text: after }], textChange: 0, aligned: true };
  }
  const old = pieces(before);
  const now = pieces(after);
  const longer = Math.max(old.words.length, now.words.length);
  if (longer === 0) return { parts: rewritten(before, after), textChange: 0, aligned: true };
  const changes = diffArrays(old.words, now.words, { maxEditLength: maxEditWords });
  if (changes === undefined) {
    return {
      parts: rewritten(before, after),
      textChange: changeLowerBound(old.words, now.words, maxEditWords),
      aligned: false,
    };
  }
  const parts: TextDiffPart[] = [];
  let oldAt = 0;
  let newAt = 0;
  let kept = 0;
  for (const change of changes) {
    if (change.removed) {
      push(parts, "removed", old.pieces.slice(oldAt, oldAt + change.count).join(""));
      oldAt += change.count;
    } else if (change.added) {
      push(parts, "added", now.pieces.slice(newAt, newAt + change.count).join(""));
      newAt += change.count;
    } else {
      push(parts, "same", now.pieces.slice(newAt, newAt + change.count).join(""));
      oldAt += change.count;
      newAt += change.count;
      kept += change.count;
    }
  }
  return { parts, textChange: 1 - kept / longer, aligned: true };
}

/**
 * Whether more than `share` of the words changed (as `textChange` measures it), searching the
 * alignment only as far as the answer needs: with `kept` words kept, `inserted + deleted` is
 * `before + after − 2 × kept`, so more edits than `before + after − 2 × (1 − share) × longer`
 * already mean that the share is exceeded. Past `MAX_EDIT_WORDS` edits (pages of over 5,000 words)
 * the answer is `textChange`'s lower bound, so a long page much reordered may go unreported.
 */
export function wordsChangedMoreThan(before: string, after: string, share: number): boolean {
  if (before === after) return false;
  const oldCount = tokenize(before).length;
  const newCount = tokenize(after).length;
  const longer = Math.max(oldCount, newCount);
  const enough = Math.max(0, Math.ceil(oldCount + newCount - 2 * (1 - share) * longer));
  return diffWords(before, after, Math.min(enough, MAX_EDIT_WORDS)).textChange > share;
}

/**
 * A lower bound of the change when the alignment was given up past `maxEditWords` edits: kept
 * words are fewer than (before + after − maxEditWords) ÷ 2, and no more than the words both
 * versions hold (counted with repeats).
 */
function changeLowerBound(oldWords: string[], newWords: string[], maxEditWords: number): number {
  const counts = new Map<string, number>();
  for (const word of oldWords) counts.set(word, (counts.get(word) ?? 0) + 1);
  let shared = 0;
  for (const word of newWords) {
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      shared++;
      counts.set(word, left - 1);
    }
  }
  const longer = Math.max(oldWords.length, newWords.length);
  const byEdits = (oldWords.length + newWords.length - maxEditWords - 1) / 2;
  return 1 - Math.min(shared, byEdits) / longer;
}

/** The words of `text` (lower-cased, for comparing) and, for each, its text up to the next word. */
function pieces(text: string): { words: string[]; pieces: string[] } {
  const tokens = tokenize(text);
  const words: string[] = [];
  const cut: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    words.push(tokens[i]!.text.toLowerCase());
    // The first piece also holds what precedes the first word, the last what follows the last one.
    cut.push(text.slice(i === 0 ? 0 : tokens[i]!.start, tokens[i + 1]?.start ?? text.length));
  }
  return { words, pieces: cut };
}

function rewritten(before: string, after: string): TextDiffPart[] {
  const parts: TextDiffPart[] = [];
  push(parts, "removed", before);
  push(parts, "added", after);
  return parts;
}

function push(parts: TextDiffPart[], kind: TextDiffPart["kind"], text: string): void {
  if (text === "") return;
  const last = parts[parts.length - 1];
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}
