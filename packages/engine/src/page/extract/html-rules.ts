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
