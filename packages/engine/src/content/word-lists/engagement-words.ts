/** Small word lists for the engagement rubric (content-anchors.md §5.2). Our own; lower-case. */

/** Second-person words: the text talks to the reader. */
export const SECOND_PERSON: ReadonlySet<string> = new Set([
  "you",
  "your",
  "yours",
  "yourself",
  "yourselves",
  "you're",
  "you'll",
  "you've",
  "you'd",
  "y'all",
]);

/** Words that set up a contrast or surprise in an opening line. */
export const CONTRAST_WORDS: ReadonlySet<string> = new Set([
  "but",
  "however",
  "instead",
  "yet",
  "actually",
  "surprisingly",
  "truth",
  "myth",
  "mistake",
  "wrong",
  "secret",
  "without",
]);

/** Openings that delay the point ("In this article we will…"); lower-case, matched at the start. */
export const THROAT_CLEARING: readonly string[] = [
  "in this article",
  "in this post",
  "in this blog",
  "in this guide",
  "in this video",
  "in today's world",
  "in today's fast-paced",
  "in this day and age",
  "welcome to",
  "it is no secret",
  "it's no secret",
  "as we all know",
  "since the dawn of time",
  "without further ado",
  "have you ever wondered",
  "hello everyone",
  "hi everyone",
  "hey guys",
  "today we will",
  "today we are going to",
  "we will discuss",
];

/** Phrases that introduce an example, a concreteness signal. */
export const EXAMPLE_PHRASES: readonly string[] = [
  "for example",
  "for instance",
  "such as",
  "e.g",
  "like this",
  "case study",
];

/** Number words that count as concrete figures. */
export const NUMBER_WORDS: ReadonlySet<string> = new Set([
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "twenty",
  "hundred",
  "thousand",
  "million",
  "billion",
  "percent",
  "half",
  "dozen",
]);
