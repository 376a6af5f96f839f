import type { Paper } from "../paper";
import type { Researcher } from "../researcher";
import type { Token } from "../tokens";
import {
  ADJECTIVAL_PARTICIPLES,
  IRREGULAR_PARTICIPLES,
  NOT_PARTICIPLES,
  PASSIVE_AUXILIARIES,
} from "../word-lists/participles";

// Adverbs and negations that may stand between the auxiliary and the participle ("is not always
// used", "were then quietly deleted"); any "-ly" word counts too, and "no longer" as one.
const IN_BETWEEN = new Set([
  "not",
  "never",
  "ever",
  "yet",
  "even",
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
  "well",
  "n't",
]);

// At most this many words between auxiliary and participle: enough for "is not yet fully
// tested", few enough that the search does not run into the next clause.
const MAX_IN_BETWEEN = 3;

// Punctuation between the auxiliary and the participle means another clause ("“But it is,”
// returned she").
const CLAUSE_PUNCTUATION = /[,;:“”"—–()]/;

// A past participle: irregular from a list, or regular in "-ed" after at least two letters
// ("used", "owed", "tied", "called"), except words that only look like one ("need", "red", "hundred").
function isParticiple(word: string): boolean {
  if (IRREGULAR_PARTICIPLES.has(word)) return true;
  return word.length >= 4 && word.endsWith("ed") && !NOT_PARTICIPLES.has(word);
}

// How many adverbs and negations stand from token `from` on (0 to MAX_IN_BETWEEN), counting
// "no longer" as two of them. A participle ends the run ("been", "well" can be neither).
function adverbsFrom(t: readonly Token[], from: number): number {
  let j = from;
  while (j < t.length && j - from < MAX_IN_BETWEEN && !isParticiple(t[j]!.norm)) {
    const word = t[j]!.norm;
    if (word === "no" && t[j + 1]?.norm === "longer" && j + 1 - from < MAX_IN_BETWEEN) j += 2;
    else if (IN_BETWEEN.has(word) || word.endsWith("ly")) j++;
    else break;
  }
  return j - from;
}

/**
 * Indexes of prose sentences in the passive voice (English): a form of "be" or "get" followed,
 * within three adverbs or negations, by a past participle: irregular from a list ("was written",
 * "is well known", "was born") or regular in "-ed" ("is not always used", "are no longer listed",
 * "were then quietly deleted", "got fired"), with no clause punctuation in between. Participles
 * that name a state of mind ("She was no longer tired", "I am interested") are adjectives unless
 * an agent follows ("was surprised by the result").
 */
export function passiveVoice(_paper: Paper, researcher: Researcher): number[] {
  const out: number[] = [];
  researcher.get("sentences").forEach((s, index) => {
    const t = s.tokens;
    const gap = (k: number) => s.text.slice(t[k - 1]!.end - s.start, t[k]!.start - s.start);
    for (let i = 0; i < t.length - 1; i++) {
      if (!PASSIVE_AUXILIARIES.has(t[i]!.norm)) continue;
      const j = i + 1 + adverbsFrom(t, i + 1);
      if (j >= t.length || !isParticiple(t[j]!.norm)) continue;
      let sameClause = true;
      for (let k = i + 1; k <= j && sameClause; k++) sameClause = !CLAUSE_PUNCTUATION.test(gap(k));
      if (!sameClause) continue;
      if (ADJECTIVAL_PARTICIPLES.has(t[j]!.norm) && t[j + 1]?.norm !== "by") continue;
      out.push(index);
      return;
    }
  });
  return out;
}
