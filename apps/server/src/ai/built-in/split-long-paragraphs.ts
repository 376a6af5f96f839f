import { splitSentences } from "@ranklens/engine/text";
import { normalizedWords } from "./phrase";
import { replaceBlocks, splitBlocks, type TextBlock } from "./text-blocks";

/** Longest paragraph left alone, in words (Yoast's paragraph-length limit for web text). */
export const MAX_PARAGRAPH_WORDS = 150;

/** Splits sentences into `pieces` consecutive groups of roughly equal word counts. */
function balance(sentences: Array<{ text: string; words: number }>, pieces: number): string[] {
  const total = sentences.reduce((sum, s) => sum + s.words, 0);
  const groups: string[][] = [[]];
  let done = 0;
  let inGroup = 0;
  for (const [i, sentence] of sentences.entries()) {
    const left = sentences.length - i;
    const groupsLeft = pieces - groups.length;
    const boundary = (total * groups.length) / pieces;
    // Close the group when this sentence would cross its share closer to the far side.
    if (inGroup > 0 && groupsLeft > 0 && left > groupsLeft - 1) {
      if (done + sentence.words / 2 > boundary) {
        groups.push([]);
        inGroup = 0;
      }
    }
    groups.at(-1)!.push(sentence.text);
    done += sentence.words;
    inGroup += sentence.words;
  }
  return groups.filter((g) => g.length > 0).map((g) => g.join(" "));
}

/** One long paragraph as several, split at sentence boundaries; null when it cannot be split. */
function splitParagraph(block: TextBlock): string | null {
  const sentences = splitSentences(block.text).map((s) => ({
    text: s.text,
    words: normalizedWords(s.text).length,
  }));
  if (sentences.length < 2) return null;
  const total = sentences.reduce((sum, s) => sum + s.words, 0);
  for (let pieces = Math.ceil(total / MAX_PARAGRAPH_WORDS); pieces <= sentences.length; pieces++) {
    const groups = balance(sentences, pieces);
    const longest = Math.max(...groups.map((g) => normalizedWords(g).length));
    if (longest <= MAX_PARAGRAPH_WORDS || pieces === sentences.length) return groups.join("\n\n");
  }
  return null;
}

/**
 * The text with every paragraph over 150 words split at sentence boundaries into balanced parts;
 * unchanged when none is (or none can be split). Words are untouched.
 */
export function splitLongParagraphsIn(body: string): string {
  const replacements = new Map<TextBlock, string | null>();
  for (const block of splitBlocks(body)) {
    if (block.kind !== "prose" || block.text.includes("\n")) continue;
    if (normalizedWords(block.text).length <= MAX_PARAGRAPH_WORDS) continue;
    const split = splitParagraph(block);
    if (split) replacements.set(block, split);
  }
  return replaceBlocks(body, replacements);
}
