import type { WordIds } from "../../text/ngrams";

/** The share of a phrase's uses beside one same word that makes it a piece of a longer phrase. */
export const CUT_SHARE = 0.8;

/** Uses a word needs before the particles after it can make it a piece ("opt" of "opt out"). */
const MIN_PARTICLE_USES = 3;

/**
 * The prepositions and adverbs that make phrasal verbs and fixed phrases of the word before them
 * ("opt out", "sign up", "according to"). Not any stop word: "Obama said" leaves "obama" whole.
 */
const PARTICLES: ReadonlySet<string> = new Set(
  "out up in on off to of for with about into over down away back".split(" "),
);

/** How a phrase's uses in a text are surrounded. */
interface Surroundings {
  uses: number;
  /** Uses beside its most frequent neighbouring content word (before or after, within the sentence). */
  besideOneWord: number;
  /** Uses followed by a particle ({@link PARTICLES}). */
  beforeParticle: number;
}

/**
 * Whether a phrase of the longest length counted is a piece of a longer one: at least
 * {@link CUT_SHARE} of its uses follow, or are followed by, one same content word within the same
 * sentence ("credit card sized" is always followed by "pc"). A stop word beside it does not count
 * ("the database" makes "database" no piece).
 */
export function cutsLongerPhrase(
  forms: readonly string[],
  words: WordIds,
  breaks: Uint8Array,
  stopWords: ReadonlySet<string>,
): boolean {
  const around = surroundings(forms, words, breaks, stopWords);
  return around.uses > 0 && around.besideOneWord >= CUT_SHARE * around.uses;
}

/**
 * Whether a single word is the first half of a phrase no keyword may end with, as a particle
 * nearly always follows it: "opt" of "opt out" and "opt in", "according" of "according to".
 */
export function isFirstHalfOfParticlePhrase(
  forms: readonly string[],
  words: WordIds,
  breaks: Uint8Array,
  stopWords: ReadonlySet<string>,
): boolean {
  const around = surroundings(forms, words, breaks, stopWords);
  return around.uses >= MIN_PARTICLE_USES && around.beforeParticle >= CUT_SHARE * around.uses;
}

function surroundings(
  forms: readonly string[],
  words: WordIds,
  breaks: Uint8Array,
  stopWords: ReadonlySet<string>,
): Surroundings {
  const { ids } = words;
  const n = ids.length;
  const index = indexOf(words);
  const { offsets, positions } = index;
  if (index.kindsFor !== stopWords) {
    index.kinds.fill(0);
    index.kindsFor = stopWords;
  }
  // Uses beside each neighbour, by its id (after the phrase: id + vocabulary size), in a shared
  // array emptied again at the end, the most frequent kept as it grows: no map and no string per use.
  const after = words.vocabulary.length;
  if (beside.length < 2 * after) beside = new Int32Array(2 * after);
  let besideOneWord = 0;
  let beforeParticle = 0;
  let uses = 0;
  for (const form of forms) {
    const phrase = form.split(" ").map((word) => idOf(index, words, word));
    if (phrase.includes(-1)) continue; // a word the text lacks: no use
    const size = phrase.length;
    for (let p = offsets[phrase[0]!]!, end = offsets[phrase[0]! + 1]!; p < end; p++) {
      const i = positions[p]!;
      if (i + size > n || !matchesAt(ids, breaks, phrase, i)) continue;
      uses++;
      if (i > 0 && breaks[i] !== 1 && (kindOf(index, words, ids[i - 1]!, stopWords) & STOP) === 0)
        besideOneWord = Math.max(besideOneWord, tallied(ids[i - 1]!));
      if (i + size < n && breaks[i + size] !== 1) {
        const next = ids[i + size]!;
        const kind = kindOf(index, words, next, stopWords);
        if ((kind & PARTICLE) !== 0) beforeParticle++;
        if ((kind & STOP) === 0) besideOneWord = Math.max(besideOneWord, tallied(after + next));
      }
    }
  }
  for (const key of touched) beside[key] = 0;
  touched.length = 0;
  return { uses, besideOneWord, beforeParticle };
}

let beside = new Int32Array(0);
const touched: number[] = [];

// One more use beside the neighbour `key`: its uses so far.
function tallied(key: number): number {
  if (beside[key] === 0) touched.push(key);
  return ++beside[key]!;
}

// What a word of the text is, once known: a stop word (of the set asked with), a particle.
const KNOWN = 1;
const STOP = 2;
const PARTICLE = 4;

function kindOf(index: WordIndex, words: WordIds, id: number, stopWords: ReadonlySet<string>): number {
  let kind = index.kinds[id]!;
  if (kind === 0) {
    const word = words.vocabulary[id]!;
    kind = KNOWN | (stopWords.has(word) ? STOP : 0) | (PARTICLES.has(word) ? PARTICLE : 0);
    index.kinds[id] = kind;
  }
  return kind;
}

/**
 * The id of `word` in the text, -1 when it has none. The words are listed in the map as far as
 * needed: a text lists its words in order of first use, and the words asked for, its frequent
 * ones, mostly come early.
 */
function idOf(index: WordIndex, words: WordIds, word: string): number {
  const known = index.idOf.get(word);
  if (known !== undefined) return known;
  const { vocabulary } = words;
  while (index.listed < vocabulary.length) {
    const id = index.listed++;
    index.idOf.set(vocabulary[id]!, id);
    if (vocabulary[id] === word) return id;
  }
  return -1;
}

/** A text's words by id, and where each stands: `positions[offsets[id]…offsets[id + 1]]`, ascending. */
interface WordIndex {
  offsets: Int32Array;
  positions: Int32Array;
  /** The ids of `vocabulary[0…listed]`, by word (see {@link idOf}). */
  idOf: Map<string, number>;
  listed: number;
  /** Per id: 0 until asked, then {@link kindOf}'s answer for the stop words `kindsFor`. */
  kinds: Uint8Array;
  kindsFor: ReadonlySet<string> | null;
}

/**
 * Each word's positions in the text, built once per text (a counting sort of the ids): a phrase is
 * looked for only where its first word stands. Scanning every position for every candidate was
 * quadratic, and on a reference page of 50,000 words with hundreds of candidates it was most of
 * the analysis; a map of strings to arrays grown per word cost more than the rest of the check.
 */
const indexByText = new WeakMap<WordIds, WordIndex>();

function indexOf(words: WordIds): WordIndex {
  const known = indexByText.get(words);
  if (known) return known;
  const { ids, vocabulary } = words;
  const offsets = new Int32Array(vocabulary.length + 1);
  for (let i = 0; i < ids.length; i++) offsets[ids[i]! + 1]!++;
  for (let id = 0; id < vocabulary.length; id++) offsets[id + 1]! += offsets[id]!;
  const next = offsets.slice(0, vocabulary.length);
  const positions = new Int32Array(ids.length);
  for (let i = 0; i < ids.length; i++) positions[next[ids[i]!]!++] = i;
  const index: WordIndex = {
    offsets,
    positions,
    idOf: new Map(),
    listed: 0,
    kinds: new Uint8Array(vocabulary.length),
    kindsFor: null,
  };
  indexByText.set(words, index);
  return index;
}

function matchesAt(
  ids: ArrayLike<number>,
  breaks: Uint8Array,
  phrase: readonly number[],
  at: number,
): boolean {
  for (let k = 0; k < phrase.length; k++) {
    if (ids[at + k] !== phrase[k]) return false;
    if (k > 0 && breaks[at + k] === 1) return false;
  }
  return true;
}
