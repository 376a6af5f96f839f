/**
 * Text utilities shared by the page engine and the content analyser: word tokenising, sentences,
 * paragraphs, syllables, Flesch Reading Ease, stop words and n-grams. Browser-safe: no Node
 * built-ins (the content analyser runs in a web worker).
 */

export { countNgrams, type NgramCount } from "./ngrams";
export { type ParagraphSpan, splitParagraphs } from "./paragraphs";
export {
  type FleschCounts,
  type FleschResult,
  fleschReadingEase,
  fleschReadingEaseOf,
  isNumericToken,
} from "./readability";
export { type SentenceSpan, splitSentences } from "./sentences";
export { isStopWord, STOP_WORD_LANGUAGES, type StopWordLanguage, stopWordsFor } from "./stop-words";
export { countSyllables } from "./syllables";
export { countWords, normalizeWord, tokenize, type WordToken, words } from "./words";
