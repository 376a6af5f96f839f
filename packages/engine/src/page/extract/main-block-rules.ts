/**
 * Readability's judgements of a block by its tag and names (mozilla/readability, Apache-2.0):
 * what a block's score starts from, and which blocks are page furniture by name. The names
 * `chrome-names.ts` drops from the main text are gone before these are asked.
 */

/** What a block's score starts from, by tag (Readability's `_initializeNode`). */
export function tagWeight(tag: string): number {
  switch (tag) {
    case "div":
      return 5;
    case "pre":
    case "td":
    case "blockquote":
      return 3;
    case "address":
    case "ol":
    case "ul":
    case "dl":
    case "dd":
    case "dt":
    case "li":
    case "form":
      return -3;
    case "h1":
    case "h2":
    case "h3":
    case "h4":
    case "h5":
    case "h6":
    case "th":
      return -5;
    default:
      return 0;
  }
}

// Readability's REGEXPS.positive and negative.
const POSITIVE = /article|body|content|entry|hentry|h-entry|main|page|pagination|post|text|blog|story/i;
const NEGATIVE =
  /-ad-|hidden|^hid$| hid$| hid |^hid |banner|combx|comment|com-|contact|footer|gdpr|masthead|media|meta|outbrain|promo|related|scroll|share|shoutbox|sidebar|skyscraper|sponsor|shopping|tags|widget/i;

// Pages repeat their class values (every item of a list): weights are kept, up to a bound.
const weights = new Map<string, number>();
const WEIGHTS_LIMIT = 20_000;

/** ±25 for a class or id value that names content or furniture (Readability's `_getClassWeight`, for one of them). */
export function nameWeight(value: string): number {
  if (value === "") return 0;
  let weight = weights.get(value);
  if (weight === undefined) {
    weight = (NEGATIVE.test(value) ? -25 : 0) + (POSITIVE.test(value) ? 25 : 0);
    if (weights.size >= WEIGHTS_LIMIT) weights.clear();
    weights.set(value, weight);
  }
  return weight;
}

// Readability's unlikelyCandidates, okMaybeItsACandidate and unlikely roles.
const UNLIKELY =
  /-ad-|ai2html|banner|breadcrumbs|combx|comment|community|cover-wrap|disqus|extra|footer|gdpr|header|legends|menu|related|remark|replies|rss|shoutbox|sidebar|skyscraper|social|sponsor|supplemental|ad-break|agegate|pagination|pager|popup|yom-remote/i;
const MAYBE_CANDIDATE = /and|article|body|column|content|main|mathjax|shadow/i;
const UNLIKELY_ROLES: ReadonlySet<string> = new Set([
  "menu",
  "menubar",
  "complementary",
  "navigation",
  "alert",
  "alertdialog",
  "dialog",
]);

/**
 * Whether a block is furniture by its class and id (`names`, joined by a space) or role: a photo
 * gallery's "legends", a "supplemental" box, a "header" of the site. Never the body, `<main>` or
 * `<article>`, nor what lies in a table (a cell named "header" is data).
 */
export function isUnlikelyBlock(tag: string, names: string, role: string, withinTable: boolean): boolean {
  if (withinTable || tag === "body" || tag === "html" || tag === "main" || tag === "article") return false;
  if (UNLIKELY_ROLES.has(role)) return true;
  return names.trim() !== "" && UNLIKELY.test(names) && !MAYBE_CANDIDATE.test(names);
}

/**
 * Readability's commas: Latin, Arabic, the small and vertical forms, and the full-width one of CJK
 * prose. Counted while a text piece's whitespace is collapsed (`collapsed-text.ts`), which reads
 * every character anyway.
 */
export function isComma(c: number): boolean {
  return (
    c === 0x2c ||
    c === 0x060c ||
    c === 0xfe50 ||
    c === 0xfe10 ||
    c === 0xfe11 ||
    c === 0x2e41 ||
    c === 0x2e34 ||
    c === 0x2e32 ||
    c === 0xff0c
  );
}
