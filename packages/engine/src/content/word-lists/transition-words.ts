/**
 * English transition words and phrases: words that tell the reader how a sentence relates to the
 * previous one (addition, contrast, cause, sequence, example, summary). Our own lists, written for
 * this project; lower-case, phrases as space-separated words. Three kinds, because many single
 * words are transitions only where a clause starts ("First, mix the flour" but "on the first
 * day"; "After that, …" but "after his death"):
 */

/** Phrases of two or more words: transitions wherever they stand. */
export const TRANSITION_PHRASES: readonly string[] = [
  // addition
  "in addition",
  "as well",
  "not only",
  "what is more",
  "equally important",
  "along with",
  // contrast
  "even so",
  "on the other hand",
  "in contrast",
  "by contrast",
  "on the contrary",
  "in spite of",
  "rather than",
  "even though",
  // cause and effect
  "so that",
  "as a result",
  "due to",
  "for this reason",
  "that is why",
  "this means",
  "which means",
  "according to",
  // sequence and time
  "at first",
  "first of all",
  "to begin with",
  "in the meantime",
  "at the same time",
  "until now",
  "now that",
  "as soon as",
  // example and emphasis
  "for example",
  "for instance",
  "such as",
  "in fact",
  "in particular",
  "to illustrate",
  "above all",
  "of course",
  // summary and conclusion
  "in short",
  "in summary",
  "in conclusion",
  "to sum up",
  "all in all",
  "in other words",
  "in brief",
  "to conclude",
  "on the whole",
  // condition
  "provided that",
  "in case",
  "in this case",
  "in that case",
  "in any case",
  "even if",
  "as long as",
];

/** Single words that only ever connect ideas: transitions wherever they stand. */
export const CONNECTIVES: readonly string[] = [
  "also",
  "additionally",
  "furthermore",
  "moreover",
  "likewise",
  "similarly",
  "however",
  "although",
  "though",
  "whereas",
  "nevertheless",
  "nonetheless",
  "conversely",
  "despite",
  "regardless",
  "because",
  "therefore",
  "thus",
  "hence",
  "consequently",
  "accordingly",
  "firstly",
  "secondly",
  "thirdly",
  "lastly",
  "afterwards",
  "meanwhile",
  "subsequently",
  "namely",
  "unless",
  "whenever",
  "otherwise",
  "if",
  "while",
  "then",
];

/**
 * Words that are prepositions (or question words) as often as conjunctions: transitions where a
 * clause starts, or wherever a subject pronoun follows ("before it is sliced", "once you have",
 * "the whales beach when they are ready", but not "after his death", "before noon").
 */
export const SUBORDINATORS: readonly string[] = ["before", "after", "since", "once", "when"];

/** Subject pronouns that show a subordinator opens a clause. */
export const SUBJECT_PRONOUNS: readonly string[] = ["i", "you", "he", "she", "it", "we", "they", "there"];

/**
 * Words (and one phrase) that are transitions only where a sentence or clause starts: first in the
 * sentence, after a comma, semicolon, colon, dash or bracket, or after a clause-opening "and",
 * "but" or "or". "That is" counts only before a comma ("That is, …"); "when" not in a question
 * ("When the committee met, …" but not "When will we talk?"). Time-span openers ("Seven decades
 * later, …") are recognised by `researches/time-span-opener.ts`.
 */
export const CLAUSE_OPENERS: readonly string[] = [
  "besides",
  "but",
  "yet",
  "still",
  "instead",
  "unlike",
  "since",
  "so",
  "first",
  "second",
  "third",
  "next",
  "finally",
  "previously",
  "eventually",
  "later",
  "before",
  "after",
  "once",
  "when",
  "anyway",
  "specifically",
  "especially",
  "particularly",
  "indeed",
  "clearly",
  "importantly",
  "notably",
  "overall",
  "ultimately",
  "that is",
];
