import type { Paper } from "../paper";
import type { Researcher } from "../researcher";
import type { Token } from "../tokens";
import {
  CLAUSE_OPENERS,
  CONNECTIVES,
  SUBJECT_PRONOUNS,
  SUBORDINATORS,
  TRANSITION_PHRASES,
} from "../word-lists/transition-words";
import type { ProseSentence } from "./sentences";
import { timeSpanOpensAt } from "./time-span-opener";

const CONNECTIVE_SET = new Set(CONNECTIVES);
const SUBORDINATOR_SET = new Set(SUBORDINATORS);
const PRONOUN_SET = new Set(SUBJECT_PRONOUNS);
// "for a while", "worth your while": "while" as a noun.
const BEFORE_NOUN_WHILE = new Set(["a", "the", "your", "this", "that", "worth"]);

/** Whether the token at `i` is a connective where it stands. */
function isConnectiveAt(t: readonly Token[], i: number): boolean {
  const word = t[i]!.norm;
  if (word === "while" && i > 0 && BEFORE_NOUN_WHILE.has(t[i - 1]!.norm)) return false;
  if (CONNECTIVE_SET.has(word)) return true;
  return SUBORDINATOR_SET.has(word) && t[i + 1] !== undefined && PRONOUN_SET.has(t[i + 1]!.norm);
}
const PHRASES = TRANSITION_PHRASES.map((p) => ` ${p} `);
const OPENERS = CLAUSE_OPENERS.map((p) => p.split(" "));
// Punctuation that opens a new clause before the next word.
const CLAUSE_BREAK = /[,;:—–(]|\s-\s/;
const COORDINATORS = new Set(["and", "but", "or"]);

/** Whether the words of `opener` stand at `i`, and "that is" is followed by a comma. */
function opensAt(
  tokens: readonly Token[],
  i: number,
  opener: readonly string[],
  text: string,
  offset: number,
) {
  for (let k = 0; k < opener.length; k++) if (tokens[i + k]?.norm !== opener[k]) return false;
  if (opener.length === 1) return true;
  const last = tokens[i + opener.length - 1]!;
  return /^[,:]/.test(text.slice(last.end - offset));
}

// Openers that are also question words: in a question they ask ("When will we talk?"), not connect.
const QUESTION_WORDS = new Set(["when"]);

/** Whether a transition opens the clause that starts at token `i` of `s`. */
function opensClauseWithTransition(s: ProseSentence, i: number): boolean {
  const t = s.tokens;
  if (s.isQuestion && QUESTION_WORDS.has(t[i]!.norm)) return false;
  return OPENERS.some((o) => opensAt(t, i, o, s.text, s.start)) || timeSpanOpensAt(t, i, s.text, s.start);
}

/**
 * Indexes of prose sentences with a transition (English lists): a phrase anywhere ("for
 * example"), a connective anywhere ("however", "because", "if"), a word that is also a preposition
 * before a subject ("before it is sliced"), an ambiguous word where a clause starts ("First,
 * …", "…, so we left", "When the committee met, …") or a time-span opener there ("Seven decades
 * later, …", "Earlier this year, …"), but not "on the first day" or "after his death".
 */
export function transitionWords(_paper: Paper, researcher: Researcher): number[] {
  const out: number[] = [];
  researcher.get("sentences").forEach((s, index) => {
    const t = s.tokens;
    if (t.some((_, i) => isConnectiveAt(t, i))) {
      out.push(index);
      return;
    }
    const joined = ` ${t.map((x) => x.norm).join(" ")} `;
    if (PHRASES.some((p) => joined.includes(p))) {
      out.push(index);
      return;
    }
    let clauseStart = true;
    for (let i = 0; i < t.length; i++) {
      if (i > 0) {
        const gap = s.text.slice(t[i - 1]!.end - s.start, t[i]!.start - s.start);
        clauseStart = CLAUSE_BREAK.test(gap) || (clauseStart && COORDINATORS.has(t[i - 1]!.norm));
      }
      if (clauseStart && opensClauseWithTransition(s, i)) {
        out.push(index);
        return;
      }
    }
  });
  return out;
}
