import type { Paper } from "../paper";
import type { Researcher } from "../researcher";
import { IRREGULAR_PARTICIPLES, NOT_PARTICIPLES, PASSIVE_AUXILIARIES } from "../word-lists/participles";

// Words that may stand between the auxiliary and the participle ("is not always used").
const IN_BETWEEN = new Set([
  "not",
  "never",
  "also",
  "already",
  "still",
  "just",
  "often",
  "always",
  "being",
  "been",
  "then",
  "now",
  "all",
  "both",
  "usually",
  "rarely",
  "widely",
  "easily",
  "quickly",
  "well",
  "n't",
]);

// A regular past participle: "-ed" after at least two letters ("used", "owed", "tied", "called"),
// except words that only look like one ("need", "red", "hundred").
const CLAUSE_PUNCTUATION = /[,;:“”"—–()]/;

function isParticiple(word: string): boolean {
  if (IRREGULAR_PARTICIPLES.has(word)) return true;
  return word.length >= 4 && word.endsWith("ed") && !NOT_PARTICIPLES.has(word);
}

/**
 * Indexes of prose sentences in the passive voice (English): a form of "be" or "get" followed,
 * within two adverbs, by a past participle: irregular from a list ("was written", "is well known",
 * "was born") or regular in "-ed" ("is not always used", "got fired").
 * Adjectival participles ("I am tired") are counted too, as Yoast does without a parser.
 */
export function passiveVoice(_paper: Paper, researcher: Researcher): number[] {
  const out: number[] = [];
  researcher.get("sentences").forEach((s, index) => {
    const t = s.tokens;
    for (let i = 0; i < t.length - 1; i++) {
      if (!PASSIVE_AUXILIARIES.has(t[i]!.norm)) continue;
      let j = i + 1;
      // Punctuation between them means another clause ("“But it is,” returned she").
      const gap = (k: number) => s.text.slice(t[k - 1]!.end - s.start, t[k]!.start - s.start);
      while (
        j < t.length &&
        j - i <= 3 &&
        (IN_BETWEEN.has(t[j]!.norm) || t[j]!.norm.endsWith("ly")) &&
        !isParticiple(t[j]!.norm)
      )
        j++;
      if (j < t.length && isParticiple(t[j]!.norm) && !CLAUSE_PUNCTUATION.test(gap(i + 1))) {
        out.push(index);
        return;
      }
    }
  });
  return out;
}
