import { isStopWord } from "../../text/stop-words";
import { type CueKind, cueMatcherFor } from "./intent-cues";
import { joinPhraseWords } from "./phrase-text";

/** A cue word or phrase found in a keyword. */
export interface FoundCue {
  kind: CueKind;
  cue: string;
}

export interface KeywordCues {
  /** The cues, each once: one-word cues in the order of the keyword's words, then phrases. */
  cues: FoundCue[];
  /**
   * The keyword without its cues and without the stop words around them: what the cues qualify
   * ("raspberry pi" of "buy raspberry pi"); "" when nothing is left ("buy", "best price", "buy nothing").
   */
  subject: string;
}

// Words that are not stop words yet name no thing a cue could qualify: "buy nothing" buys nothing.
const NOTHING = new Set(["nothing", "none", "nichts", "rien", "nada", "niente", "nulla", "niets"]);

/** The intent cues of a keyword (normalised, words joined by `joinPhraseWords`) in the language `lang`. */
export function keywordCuesOf(keyword: string, lang: string | null | undefined): KeywordCues {
  const matcher = cueMatcherFor(lang);
  const cues: FoundCue[] = [];
  let rest = ` ${keyword} `;
  // Phrases and unspaced cues first, longest first (the matcher's order), each taken out once
  // found, so that a cue inside a longer one is not read again ("什么" of "为什么").
  for (const { cue, padded, kind, unspaced } of matcher.texts) {
    // Scripts without spaces have no word boundaries to respect: "购买指南" holds "购买".
    if (!(unspaced ? rest.includes(cue) : rest.includes(padded))) continue;
    cues.push({ kind, cue });
    rest = unspaced ? rest.replaceAll(cue, " ") : rest.replaceAll(padded, "  ");
  }
  const words = rest.split(" ").filter((word) => word !== "");
  const wordCues: FoundCue[] = [];
  for (const word of words)
    for (const kind of matcher.words.get(word) ?? [])
      if (!wordCues.some((c) => c.cue === word)) wordCues.push({ kind, cue: word });
  const named = words.filter((word) => !matcher.words.has(word));
  const subject = named.some((word) => !isStopWord(word, lang) && !NOTHING.has(word))
    ? joinPhraseWords(trimStopWords(named, lang))
    : "";
  return { cues: [...wordCues, ...cues], subject };
}

function trimStopWords(words: readonly string[], lang: string | null | undefined): readonly string[] {
  let start = 0;
  let end = words.length;
  while (start < end && isStopWord(words[start]!, lang)) start++;
  while (end > start && isStopWord(words[end - 1]!, lang)) end--;
  return words.slice(start, end);
}
