/**
 * Syllable counting.
 *
 * English: vowel groups corrected by pronunciation rules (silent final e, "-ed" and "-es" endings,
 * vowel pairs that are two syllables such as "ia", "io", "eo", "ua"), single-syllable compound
 * heads ("some-", "home-", "time-"), plural normalisation, and a whole-word exceptions list. This is
 * the "heuristics + exceptions + plural normalisation" approach that content-anchors.md §4.2
 * found the most accurate of the cheap ones (Yoast's bare vowel groups were clearly worse). The
 * rules are our own; the accuracy test in `syllables.test.ts` pins them on a word list with
 * dictionary counts.
 *
 * Other languages: the number of vowel groups after stripping diacritics (`a e i o u y`, plus "y"
 * is a vowel only when not followed by a vowel). That is a rough fallback, right for most Spanish and
 * Italian words and usually within one syllable elsewhere; it is what the Flesch formula gets for
 * texts that are not English.
 *
 * Numbers and symbols have no syllables here (callers drop numeric tokens, as Yoast does).
 * Browser-safe: no Node built-ins.
 */

import { STOP_WORDS_EN } from "./stop-words-en";
import { ENGLISH_SYLLABLE_EXCEPTIONS } from "./syllable-exceptions";
import { WordNumberCache } from "./word-number-cache";

// Heads of compounds that are one syllable even though their "e" looks like a second vowel group.
const COMPOUND_HEADS: ReadonlyArray<readonly [string, number]> = [
  ["some", 1],
  ["every", 2],
  ["any", 2],
  ["fore", 1],
  ["home", 1],
  ["life", 1],
  ["time", 1],
  ["care", 1],
  ["where", 1],
  ["there", 1],
  ["here", 1],
  ["side", 1],
  ["base", 1],
  ["house", 1],
  ["note", 1],
  ["name", 1],
  ["line", 1],
  ["more", 1],
  ["store", 1],
  ["phone", 1],
  ["make", 1],
  ["trade", 1],
  ["code", 1],
  ["frame", 1],
  ["wide", 1],
  ["else", 1],
  ["share", 1],
  ["blue", 1],
  ["game", 1],
  ["grave", 1],
  ["stone", 1],
  ["whole", 1],
  ["white", 1],
  ["safe", 1],
  ["give", 1],
  ["bride", 1],
  ["fine", 1],
];

// Each match adds one syllable: vowel pairs that are pronounced as two.
const ADD_ONE: readonly RegExp[] = [
  /[^tcsl]ia(?!ge)/, // media, trial, diamond (not social, initial, marriage, Italian)
  /[^tscgxnlh]io|io$/, // radio, period, curious, ratio (not nation, region, million, fashion)
  /[^gc]eo/, // video, theory, courteous (not gorgeous, dungeon)
  /[^gq]ua/, // actual, usual (not guard, quality, language)
  /[^gq]ue[lnt]/, // fluent, duel (not true, continued, guest, blueprint)
  /[^gq]uo/, // duo
  /iu/, // medium, stadium
  /[^gq]ui[dn]/, // fluid, ruin (not build, guide, quin)
  /eum$/, // museum
  /ii/, // skiing
  /[^tc]ie(?:t|r|nt|nc)|ciet/, // diet, earlier, easier, client, science, society (not patient, efficient)
  /iest$/, // happiest
  /[aeiou]ing$/, // going, seeing, doing
  /[^aeiouyw]y(?:ing|er|est)$/, // dying, flyer
  /creat(?!u)/, // create, created
  /[^aeiou]ire(?:ly|ment|s|d)?$/, // desire, entirely, fired
  /(?:[aeiou]s|th|[a-z])(?:ism|asm)s?$/, // tourism, sarcasm, mechanisms
  /thms?$/, // algorithm(s)
  // A prefix before a stem that starts with a vowel: reapply, preexisting, coordinate, deactivate
  // (a list of stems, so "reach", "coach", "coat", "death" and "coin" stay one vowel group).
  /^(?:re|pre|de|co)(?:act|adjust|affirm|align|allocat|appear|appl|apprais|arrang|assembl|assert|assess|assign|assur|attach|author|awak|educat|elect|emerg|enact|engag|enter|equip|establish|evaluat|examin|exist|export|incarnat|infect|inforc|insert|inspect|install|instat|integrat|invent|invest|issu|occup|occur|open|operat|ordinat|organi|orient|own|opt)/,
  /[^c]ean$/, // European, Korean (not ocean); "clean" and "mean" are caught below
  /scient/, // scientific, scientist
  /liance|liab/, // appliance, reliable (where "lia" is two syllables, unlike Italian)
  /[ct]iat/, // association, negotiate
];

// Each match removes one syllable.
const REMOVE_ONE: readonly RegExp[] = [
  /ically$/, // automatically, specifically: "-ic-ly"
  /ques?$/, // unique, technique, plaque
  /^[^aeiouy]*[^aeiouy]ean$/, // clean, mean, bean: one vowel group after all
];

const VOWEL_GROUP = /[aeiouy]+/g;

function countVowelGroups(word: string): number {
  // "y" before a vowel at the start of a word or after a vowel is a consonant: "yes", "player".
  const w = word.replace(/(^|[aeiou])y(?=[aeiou])/g, "$1_");
  return w.match(VOWEL_GROUP)?.length ?? 0;
}

function englishRules(word: string): number {
  let count = countVowelGroups(word);
  if (count > 1) count -= silentVowels(word);
  for (const rule of ADD_ONE) if (rule.test(word)) count++;
  for (const rule of REMOVE_ONE) if (rule.test(word)) count--;
  return Math.max(1, count);
}

// Vowel groups that are written but not pronounced, for a word with at least two groups.
function silentVowels(word: string): number {
  let count = 0;
  if (/[^aeiouy]e$/.test(word) && !/[^aeiouy]le$/.test(word))
    count++; // make (not table)
  else if (/[aeiouy][^aeioucgsxz]es$|[lr]ves$/.test(word))
    count++; // times, notes, types, themselves (not places, sizes)
  else if (/[^aeioutd]ed$/.test(word) && !/[^aeiouylr][lr]ed$/.test(word)) count++; // played, called, curled (not wanted, handled, hundred)
  // Silent e before a suffix: lovely, statement, careful, homeless (not element, implement, gentleness).
  if (
    /[^aeiouy]e(?:ly|ment|ments|ful|ness|less|ty)$/.test(word) &&
    !/lements?$/.test(word) &&
    !/[^aeiouy]le(?:ly|ness|less|ful|ty)$/.test(word)
  )
    count++;
  return count;
}

function singular(word: string): string | null {
  if (word.length < 4) return null;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return null;
}

function countEnglishWord(word: string): number {
  const exact = ENGLISH_SYLLABLE_EXCEPTIONS.get(word);
  if (exact !== undefined) return exact;
  const one = singular(word);
  if (one !== null) {
    const base = ENGLISH_SYLLABLE_EXCEPTIONS.get(one);
    // "-es" after a sibilant adds a syllable ("choirs" no, "canoes" no, "boxes" handled by rules).
    if (base !== undefined) return base + (/(?:[sxzcg]|[cs]h)es$/.test(word) ? 1 : 0);
  }
  for (const [head, n] of COMPOUND_HEADS) {
    if (word.length - head.length >= 3 && word.startsWith(head))
      return n + countEnglishWord(word.slice(head.length));
  }
  return englishRules(word);
}

// Results by exact word, one map per counter. Words repeat a lot (a page's 2,000 words hold a few
// hundred distinct ones), so almost every call is one lookup. The limit is above the vocabulary of
// typical page sets (the 60 corpus pages' main texts hold 26,000 distinct words): a smaller cache
// that is cleared when full would miss nearly always on a stream of varied pages.
const CACHE_LIMIT = 60_000;
const englishCache = new WordNumberCache(CACHE_LIMIT);
const otherCache = new WordNumberCache(CACHE_LIMIT);

let lastLang = "en";
let lastEnglish = true;

// English words that are read, not spelled, when written in capitals ("ARE", "ONE"). The plain
// English list, not `isStopWord`: that one also holds pieces of web addresses ("html", "www"),
// which are spelled out.
const ENGLISH_FUNCTION_WORDS = new Set(STOP_WORDS_EN.split(/\s+/));

// Short words often written in capitals for emphasis ("BUY NOW", "NEW") that are neither stop words
// nor consonant-vowel-consonant: read as words, not spelled out like "SEO".
const SHOUTED_WORDS = new Set(["ADD", "OFF", "OUT", "NEW", "NOW", "BUY", "WOW", "YES"]);

/** Letters an acronym is read as ("SEO" = S-E-O); "w" is the only three-syllable letter. */
function spelledOut(acronym: string): number {
  let n = 0;
  for (const ch of acronym.toLowerCase()) n += ch === "w" ? 3 : 1;
  return n;
}

/**
 * Whether {@link countSyllables} counts by the English rules for `lang` (else by vowel groups): its
 * result depends on the language only through this.
 */
export function followsEnglishRules(lang: string): boolean {
  return lang.toLowerCase().startsWith("en");
}

/**
 * Syllables in one word. `lang` is a BCP 47 language code; anything not starting with "en" uses
 * the vowel-group fallback. Apostrophes are ignored; hyphenated words are the sum of their parts.
 */
export function countSyllables(word: string, lang = "en"): number {
  if (lang !== lastLang) {
    lastLang = lang;
    lastEnglish = followsEnglishRules(lang);
  }
  const english = lastEnglish;
  const cache = english ? englishCache : otherCache;
  const hit = cache.get(word);
  if (hit !== -1) return hit;
  const n = uncachedSyllables(word, lang, english);
  cache.set(word, n);
  return n;
}

function uncachedSyllables(word: string, lang: string, english: boolean): number {
  if (word.includes("-")) return word.split("-").reduce((sum, part) => sum + countSyllables(part, lang), 0);
  // Short all-capital words without vowels, or of ≤ 3 letters, are spelled out: "HTML", "SEO";
  // function words, consonant-vowel-consonant words and common words written in capitals for
  // emphasis are read as words: "ONE", "ARE", "PUT", "RAM", "NEW".
  if (
    english &&
    /^\p{Lu}{2,5}$/u.test(word) &&
    (word.length <= 3 || !/[AEIOUY]/.test(word)) &&
    !/^[^AEIOUY][AEIOU][^AEIOUY]$/.test(word) &&
    !ENGLISH_FUNCTION_WORDS.has(word.toLowerCase()) &&
    !SHOUTED_WORDS.has(word)
  ) {
    return spelledOut(word);
  }
  const letters = word
    .replace(/ß/g, "ss")
    .replace(/[øØ]/g, "o")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
  if (letters === "") return /\p{L}/u.test(word) ? 1 : 0;
  return english ? countEnglishWord(letters) : Math.max(1, countVowelGroups(letters));
}
