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
