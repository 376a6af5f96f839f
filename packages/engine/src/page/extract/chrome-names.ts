/**
 * Page chrome recognised by its class or id. A class or id names chrome when one of its names is a
 * chrome word, or starts or ends with one joined by "-" or "_" or written in camel case ("share",
 * "share-bar", "article_share", "u-visually-hidden", "shareBtn", "mbArticleShareBtn"); a word inside a longer name
 * ("gigya-share-btns-2_gig_containerParent", "l-sidebar-fixed") does not count, as such names are
 * often a wrapper of the whole article.
 */

/**
 * Class and id names of chrome that is never content, whatever its size: Wikipedia's edit links,
 * references, navboxes, category links and table of contents, breadcrumbs, skip links, cookie
 * banners, comment threads and text meant for screen readers only ("Continue reading the main story").
 * Class names alone cannot say "hidden": frameworks write "hidden md:block" for text desktops show.
 */
const ALWAYS: ReadonlySet<string> = new Set([
  "editsection",
  "references",
  "reflist",
  "refbegin",
  "navbox",
  "catlinks",
  "toc",
  "printfooter",
  "noprint",
  "nocontent",
  "hatnote",
  "breadcrumb",
  "breadcrumbs",
  "skip",
  "skiplink",
  "cookie",
  "cookies",
  "consent",
  "gdpr",
  "comment",
  "comments",
  "commentlist",
  "disqus",
  "sr-only",
  "visually-hidden",
  "visuallyhidden",
  "screen-reader-text",
  "screen-reader-only",
  "a11y-hidden",
  "offscreen",
  "off-screen",
  "screenreader-only",
  "assistive-text",
]);

/**
 * Class and id names of chrome that sites also give to wrappers of real content (a "modal" holding
 * the article, an "ad-portal" around the page): navigation and menus, bylines and author boxes,
 * share and follow bars, related stories, ads, newsletter and login boxes, photo credits, buttons.
 * Such an element is dropped only when it is small or mostly links (see `CHROME_SMALL_CHARS`).
 */
const IF_SMALL: ReadonlySet<string> = new Set([
  "ad",
  "ads",
  "adv",
  "advert",
  "adverts",
  "advertisement",
  "advertising",
  "adslot",
  "adunit",
  "banner",
  "sponsor",
  "sponsored",
  "promo",
  "outbrain",
  "taboola",
  "trc",
  "paywall",
  "nav",
  "navbar",
  "navigation",
  "menu",
  "menus",
  "pagination",
  "pager",
  "jump",
  "toolbar",
  "topbar",
  "masthead",
  "sidebar",
  "widget",
  "widgets",
  "byline",
  "bylines",
  "dateline",
  "author",
  "authors",
  "timestamp",
  "copyright",
  "credit",
  "credits",
  "share",
  "sharing",
  "sharetools",
  "sharedaddy",
  "social",
  "follow",
  "btn",
  "button",
  "buttons",
  "tags",
  "respond",
  "replies",
  "reply",
  "related",
  "recirc",
  "recommended",
  "newsletter",
  "subscribe",
  "subscription",
  "signup",
  "login",
  "popup",
  "modal",
  "footer",
]);

/** Most characters an element named like chrome (`CHROME_NAME_IF_SMALL`) may hold and still be dropped… */
export const CHROME_SMALL_CHARS = 1000;
/** …unless at least this share of its text is link text (a list of links is chrome at any size). */
export const CHROME_LINK_SHARE = 0.4;

/** How an element named like chrome is treated. */
export const NOT_CHROME = 0;
/** Always dropped from the main text. */
export const CHROME = 1;
/** Dropped when small or mostly links. */
export const CHROME_IF_SMALL = 2;
export type ChromeKind = typeof NOT_CHROME | typeof CHROME | typeof CHROME_IF_SMALL;

function kindOfName(name: string): ChromeKind {
  if (ALWAYS.has(name)) return CHROME;
  if (IF_SMALL.has(name)) return CHROME_IF_SMALL;
  return NOT_CHROME;
}

function isSeparator(c: number): boolean {
  return c === 0x2d || c === 0x5f; // - _
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}

function isUpper(c: number): boolean {
  return c >= 0x41 && c <= 0x5a;
}

function isLowerOrDigit(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39);
}

// The kind of one class name (`token` lower-cased, `written` as written): the name itself, then
// every start and end at a separator or a camel-case boundary (qq.com's "shareBtn").
function kindOfToken(token: string, written: string): ChromeKind {
  let kind = kindOfName(token);
  if (kind === CHROME) return kind;
  for (let i = 1; i < token.length - 1; i++) {
    let found: ChromeKind;
    if (isSeparator(token.charCodeAt(i)))
      found = Math.max(kindOfName(token.slice(0, i)), kindOfName(token.slice(i + 1))) as ChromeKind;
    else if (isUpper(written.charCodeAt(i)) && isLowerOrDigit(written.charCodeAt(i - 1)))
      found = Math.max(kindOfName(token.slice(0, i)), kindOfName(token.slice(i))) as ChromeKind;
    else continue;
    if (found === CHROME) return found;
    if (found > kind) kind = found;
  }
  return kind;
}

// Pages repeat their class values (every item of a list, every card: three uses in four repeat
// one on the corpus pages); the kinds are kept, up to a bound.
const known = new Map<string, ChromeKind>();
const KNOWN_LIMIT = 20_000;

/** The chrome kind of a class attribute value (several space-separated names). */
export function chromeKindOfClass(value: string): ChromeKind {
  let kind = known.get(value);
  if (kind === undefined) {
    kind = kindOfNames(value);
    if (known.size >= KNOWN_LIMIT) known.clear();
    known.set(value, kind);
  }
  return kind;
}

/**
 * The chrome kind of an id attribute value. Not kept: nearly every id is its element's own (on the
 * corpus pages, 4,726 distinct of 5,330), so keeping them would only fill, and empty, the table
 * of classes.
 */
export function chromeKindOfId(value: string): ChromeKind {
  return kindOfNames(value);
}

function kindOfNames(value: string): ChromeKind {
  const lower = value.toLowerCase();
  // Camel case is read in the name as written, unless lower-casing changed its length ("İ").
  const written = lower.length === value.length ? value : lower;
  let kind: ChromeKind = NOT_CHROME;
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
    const space = i === lower.length || isSpace(lower.charCodeAt(i));
    if (!space) {
      if (start === -1) start = i;
      continue;
    }
    if (start === -1) continue;
    const found = kindOfToken(lower.slice(start, i), written.slice(start, i));
    start = -1;
    if (found === CHROME) return found;
    if (found > kind) kind = found;
  }
  return kind;
}
