/**
 * Words of time-span openers, the transitions news prose uses most: "Seven decades later, …",
 * "Two weeks ago, …", "Earlier this year, …", "Later that day, …". Our own lists; lower-case.
 */

/** Units a span of time is counted in, singular and plural ("a decade later", "decades later"). */
export const TIME_UNITS: ReadonlySet<string> = new Set(
  `moment moments second seconds minute minutes hour hours day days night nights week weeks weekend
  weekends month months season seasons year years decade decades century centuries generation
  generations`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that end a counted span and make it point back or forward: "years later", "a week ago". */
// Not "on" ("ten years on"): "A day on the farm" starts the same way.
export const SPAN_ENDS: ReadonlySet<string> = new Set(["later", "earlier", "ago"]);

/** Counting words before a unit besides the number words: "a decade", "a few years", "several days". */
export const QUANTITY_WORDS: ReadonlySet<string> = new Set(
  `a an one few several many some thirty forty fifty sixty seventy eighty ninety`.split(/\s+/),
);

/**
 * Words that fix a time relative to now after "earlier" or "later": "earlier this year", "later
 * that day", "later the same week" ("same" may follow any of them).
 */
export const DEICTIC_WORDS: ReadonlySet<string> = new Set(["this", "that", "last", "next", "the"]);

/** Parts of a day and seasons, which follow "earlier this" / "later that" as units do. */
export const TIME_PARTS: ReadonlySet<string> = new Set(
  `morning afternoon evening today spring summer autumn fall winter`.split(/\s+/),
);
