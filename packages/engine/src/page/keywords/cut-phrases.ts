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
  words: readonly string[],
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
  words: readonly string[],
  breaks: Uint8Array,
  stopWords: ReadonlySet<string>,
): boolean {
  const around = surroundings(forms, words, breaks, stopWords);
  return around.uses >= MIN_PARTICLE_USES && around.beforeParticle >= CUT_SHARE * around.uses;
}

function surroundings(
  forms: readonly string[],
  words: readonly string[],
  breaks: Uint8Array,
  stopWords: ReadonlySet<string>,
): Surroundings {
  const beside = new Map<string, number>();
  let beforeParticle = 0;
  let uses = 0;
  const starts = positionsOfWords(words);
  for (const form of forms) {
    const phrase = form.split(" ");
    const size = phrase.length;
    for (const i of starts.get(phrase[0]!) ?? []) {
      if (i + size > words.length || !matchesAt(words, breaks, phrase, i)) continue;
      uses++;
      if (i > 0 && breaks[i] !== 1) tally(beside, `<${words[i - 1]}`, words[i - 1]!, stopWords);
      if (i + size < words.length && breaks[i + size] !== 1) {
        const next = words[i + size]!;
        if (PARTICLES.has(next)) beforeParticle++;
        tally(beside, `>${next}`, next, stopWords);
      }
    }
  }
  return {
    uses,
    besideOneWord: Math.max(0, ...beside.values()),
    beforeParticle,
  };
}

/**
 * Each word's positions in the text, ascending, built once per text: a phrase is looked for only
 * where its first word stands. Scanning every position for every candidate was quadratic, and on a
 * reference page of 50,000 words with hundreds of candidates it was most of the analysis.
 */
const positionsByText = new WeakMap<readonly string[], Map<string, number[]>>();

function positionsOfWords(words: readonly string[]): Map<string, number[]> {
  const known = positionsByText.get(words);
  if (known) return known;
  const positions = new Map<string, number[]>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const list = positions.get(word);
    if (list) list.push(i);
    else positions.set(word, [i]);
  }
  positionsByText.set(words, positions);
  return positions;
}

function matchesAt(
  words: readonly string[],
  breaks: Uint8Array,
  phrase: readonly string[],
  at: number,
): boolean {
  for (let k = 0; k < phrase.length; k++) {
    if (words[at + k] !== phrase[k]) return false;
    if (k > 0 && breaks[at + k] === 1) return false;
  }
  return true;
}

function tally(counts: Map<string, number>, key: string, word: string, stopWords: ReadonlySet<string>): void {
  if (stopWords.has(word)) return;
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
