/**
 * Where a phrase may not continue: between two words of a text separated by anything but spaces
 * (punctuation, a line break, a quote or bracket). Keywords never cross a sentence, a clause, a list
 * item or a block ("…the Pacific. Two main…" holds no phrase "pacific two main").
 *
 * Browser-safe: no Node built-ins.
 */

import type { ScannedWords } from "./word-scan";

/** Word indexes that start a new run of a text's words: `has(i)` is true when word i may not continue a phrase. */
export interface PhraseBreaks {
  has(index: number): boolean;
}

/** The phrase breaks of a scanned text: 1 at word i when the text between words i − 1 and i is more than spaces and tabs. */
export function phraseBreaksOf(text: string, scanned: ScannedWords): Uint8Array {
  const { starts, ids, distinct } = scanned;
  // A plain loop: `Int32Array.from` with a mapping function is several times slower.
  const lengths = new Int32Array(distinct.length);
  for (let i = 0; i < distinct.length; i++) lengths[i] = distinct[i]!.length;
  const breaks = new Uint8Array(starts.length);
  for (let i = 1; i < starts.length; i++) {
    const from = starts[i - 1]! + lengths[ids[i - 1]!]!;
    const to = starts[i]!;
    // The common gap, one space, needs no loop.
    if (to - from === 1 && text.charCodeAt(from) === 0x20) continue;
    for (let k = from; k < to; k++) {
      const c = text.charCodeAt(k);
      if (c !== 0x20 && c !== 0x09) {
        breaks[i] = 1;
        break;
      }
    }
  }
  return breaks;
}

/** {@link PhraseBreaks} over an array of flags. */
export function breaksFromFlags(flags: Uint8Array): PhraseBreaks {
  return { has: (index) => flags[index] === 1 };
}
