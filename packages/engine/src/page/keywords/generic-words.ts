/**
 * English words too general to be a keyword on their own, though they start and end good phrases
 * ("new zealand", "first aid", "time zone", "use case"): they stay out of one-word keywords only.
 * Stop words, by contrast, may not even start or end a phrase.
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(
  `new old first last next good great big small high low long little right left year years month months week
weeks day days time times way ways part end place point case number lot lots use used uses using need needs
added add adds`.split(/\s+/),
);

/**
 * Words of a language's 250 most frequent stand alone as a keyword only when the title or H1
 * names them: "people", "someone", "thought", "back", "可能", "问题", "besser" are in every text;
 * "money" or "home" in a headline are the page's topic.
 */
export const TOO_GENERAL_RANK = 250;

/**
 * Whether a word is too general to be a keyword on its own: one of `GENERIC_WORDS`, never; one of
 * the language's 250 most frequent, unless the headline names it (`inHeadline`, asked only then).
 */
export function isTooGeneralAlone(
  word: string,
  ranks: ReadonlyMap<string, number>,
  inHeadline: () => boolean,
): boolean {
  if (GENERIC_WORDS.has(word)) return true;
  const rank = ranks.get(word);
  return rank !== undefined && rank <= TOO_GENERAL_RANK && !inHeadline();
}

/**
 * How specific a phrase (words joined by single spaces) is, 0…1, from its content words'
 * specificity (`specificityOf` in `text/general-words.ts`): the chance that at least one of them
 * is specific, 1 − Π(1 − s). A name of common words is more specific than either ("open source"
 * against "open"), and one rare word makes a phrase specific ("new zealand"). The words are read
 * between the spaces, not split into an array: it is asked of every candidate of a page, most of
 * them one word.
 */
export function phraseSpecificity(
  phrase: string,
  specificityOf: (word: string) => number,
  stopWords: ReadonlySet<string>,
): number {
  let general = 1;
  for (let from = 0; ; ) {
    const space = phrase.indexOf(" ", from);
    const word = space === -1 ? (from === 0 ? phrase : phrase.slice(from)) : phrase.slice(from, space);
    if (!stopWords.has(word)) general *= 1 - specificityOf(word);
    if (space === -1) break;
    from = space + 1;
  }
  return 1 - general;
}
