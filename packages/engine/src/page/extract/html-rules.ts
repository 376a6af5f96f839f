/**
 * Tag sets from the HTML parsing and rendering rules that the extractor needs.
 * Lower-case tag names, as htmlparser2 reports them.
 */

/** Elements the "in head" insertion mode keeps in `<head>`; any other start tag starts the body. */
export const HEAD_ELEMENTS: ReadonlySet<string> = new Set([
  "base",
  "basefont",
  "bgsound",
  "link",
  "meta",
  "noframes",
  "noscript",
  "script",
  "style",
  "template",
  "title",
]);

/**
 * Subtrees that are not part of the document: `<template>` content lives in a
 * separate fragment, and `<noscript>` is parsed as text when scripting is on
 * (as in Lighthouse's Chrome and in Googlebot's renderer).
 */
export const DETACHED_ELEMENTS: ReadonlySet<string> = new Set(["template", "noscript"]);

/**
 * Elements whose text is not visible page text. MathML formulas are rendered text, except the
 * annotations of `<semantics>` (often the TeX source), which are not displayed.
 */
export const INVISIBLE_TEXT_ELEMENTS: ReadonlySet<string> = new Set([
  "script",
  "style",
  "svg",
  "annotation",
  "annotation-xml",
  "title",
  "iframe",
  "textarea",
  "select",
  "object",
  "head",
]);

/** Block-level (and line-breaking) elements: their boundaries separate words. */
export const BLOCK_ELEMENTS: ReadonlySet<string> = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "body",
  "br",
  "caption",
  "dd",
  "details",
  "dialog",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hgroup",
  "hr",
  "html",
  "legend",
  "li",
  "main",
  "nav",
  "ol",
  "option",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "ul",
]);

/** Page chrome that is not the main content when a page has no `<main>`/`<article>`. */
export const BOILERPLATE_ELEMENTS: ReadonlySet<string> = new Set(["nav", "header", "footer", "aside"]);

/** Attributes that load a subresource, per element, for mixed-content detection. */
export const RESOURCE_ATTRIBUTES: Readonly<Record<string, string>> = {
  img: "src",
  script: "src",
  iframe: "src",
  audio: "src",
  video: "src",
  source: "src",
  track: "src",
  embed: "src",
  object: "data",
};

/**
 * Elements whose text is never main content, wherever they sit (also inside `<main>` and
 * `<article>`): navigation, asides (related links, pull-outs), footers (share bars, tags), buttons
 * (controls: "Share", "Follow", "Undo") and preformatted blocks (code listings and program output, not
 * prose). A `<header>` counts as chrome only outside `<main>`/`<article>`, where it is the site header;
 * inside them it holds the article's title.
 */
export const CHROME_ELEMENTS: ReadonlySet<string> = new Set(["nav", "aside", "footer", "button", "pre"]);

/** ARIA landmark and widget roles of page chrome. */
export const CHROME_ROLES: ReadonlySet<string> = new Set([
  "navigation",
  "banner",
  "contentinfo",
  "complementary",
  "search",
  "menu",
  "menubar",
  "toolbar",
  "dialog",
  "alertdialog",
]);

/** Inline styles that hide an element. */
export const HIDING_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden/i;

/**
 * Link texts that only send the reader on ("Read more", "Continue reading"), in the languages of
 * the stop-word lists: words of the control, not of the page's topic. Lower-case, without the
 * trailing arrows and ellipses such links carry.
 */
export const CALL_TO_ACTION_LINKS: ReadonlySet<string> = new Set([
  "read more",
  "continue reading",
  "continue reading the main story",
  "keep reading",
  "read the full story",
  "read full story",
  "read the full article",
  "read full article",
  "learn more",
  "see more",
  "show more",
  "view more",
  "more",
  "click here",
  "here",
  "weiterlesen",
  "mehr lesen",
  "mehr",
  "lire la suite",
  "en savoir plus",
  "leer más",
  "seguir leyendo",
  "ver más",
  "continua a leggere",
  "leggi tutto",
  "lees verder",
  "lees meer",
  "leia mais",
  "ler mais",
  "saiba mais",
  "阅读全文",
  "閱讀全文",
  "查看更多",
  "続きを読む",
  "もっと見る",
]);
