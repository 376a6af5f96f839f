import type { JsonLdNode } from "../computed/json-ld";

/**
 * Everything the page checks need from the HTML, gathered in one streaming pass
 * (see `extract-html-facts.ts`). Plain, serialisable data.
 *
 * "In head" follows the browser's parsing rules: an element that only the
 * body may hold (a `<div>`, non-blank text…) ends the head, and the `<link>`,
 * `<meta>` and `<title>` elements after it belong to the body. Content of
 * `<template>` and `<noscript>` is not part of the document (browsers with
 * scripting on parse `<noscript>` as text), so nothing inside them is collected.
 */

export interface MetaFact {
  /** `name` attribute, lower-cased (as Lighthouse's gatherer does); "" when absent. */
  name: string;
  /** `property` attribute (Open Graph), lower-cased; "" when absent. */
  property: string;
  /** `http-equiv`, lower-cased; "" when absent. */
  httpEquiv: string;
  content: string;
  /** `charset` attribute; null when absent. */
  charset: string | null;
  inHead: boolean;
}

export interface LinkTagFact {
  /** `rel`, lower-cased and trimmed (Lighthouse compares the whole value, so "alternate stylesheet" is not "alternate"). */
  rel: string;
  /** Raw `href` attribute; "" when absent. */
  hrefRaw: string;
  /** Raw `hreflang` attribute; "" when absent. */
  hreflang: string;
  inHead: boolean;
}

export interface AnchorFact {
  /** Raw `href` attribute; null when the attribute is absent. */
  hrefRaw: string | null;
  /** `href` resolved against the document base; null when absent or unresolvable. */
  href: string | null;
  /** `rel` tokens, lower-cased. SVG anchors have none (as in Lighthouse). */
  rel: string[];
  /** Rendered-like text: whitespace collapsed, trimmed; excludes `<img alt>` (like `innerText`). */
  text: string;
  /** Text plus image alt text and aria-label: what a reader or search engine can take as the link's label. */
  label: string;
  /** Language of the link text, by Lighthouse's rules (single document lang, else the lang of the text-bearing descendants). */
  textLang: string | null;
  /** True when the text's descendants carry different languages (Lighthouse then has no single language for it). */
  textLangMixed: boolean;
  id: string;
  name: string;
  role: string;
  /** Lower-cased attribute names present on the element. */
  attributeNames: string[];
  /** True when the element carries an inline `on…` event handler attribute. */
  hasInlineHandler: boolean;
  /**
   * True when `<body>` or `<html>` carries an inline event handler that listens on the element
   * itself (not the window-reflecting ones such as `<body onload>`): Lighthouse counts listeners
   * on an anchor's ancestors. Handlers on other ancestors are not looked at.
   */
  ancestorHasInlineHandler: boolean;
  isSvg: boolean;
  /**
   * Inside `<nav>`, `<header>`, `<footer>` or `<aside>`: the site's navigation and other repeated
   * blocks, not the page's own content (the crawler stores such links once per template).
   */
  inBoilerplate: boolean;
}

export interface ImageFact {
  src: string;
  /** `alt` attribute; null when absent, "" when empty (decorative). */
  alt: string | null;
  ariaLabel: string;
  ariaLabelledby: string;
  title: string;
  role: string;
  width: string | null;
  height: string | null;
}

export interface HeadingFact {
  level: 1 | 2 | 3 | 4 | 5 | 6;
  text: string;
}

export interface FormFact {
  action: string;
  method: string;
}

export interface HtmlFacts {
  /** `document.title`: the first `<title>` (not inside SVG), whitespace collapsed and trimmed; null when there is none. */
  title: string | null;
  /** Text of every `<title>` element, in order. */
  titles: string[];
  metas: MetaFact[];
  linkTags: LinkTagFact[];
  anchors: AnchorFact[];
  images: ImageFact[];
  headings: HeadingFact[];
  /** `lang` of `<html>`; null when absent. */
  htmlLang: string | null;
  /** Number of elements with a `lang` attribute, and whether the only one is `<html>`/`<body>`. */
  langElementCount: number;
  /** `<base href>`, first one; null when absent. */
  baseHref: string | null;
  /** Raw text of each `<script type="application/ld+json">`. */
  jsonLd: string[];
  /** Top-level microdata items as JSON-LD-shaped objects (see microdata.ts). */
  microdata: JsonLdNode[];
  /** Visible body text, blocks separated by newlines. */
  bodyText: string;
  /** The main content text: `<main>`, else `<article>`s, else the body without nav/header/footer/aside. */
  mainText: string;
  /** Which rule chose `mainText`. */
  mainTextSource: "main" | "article" | "body";
  /** Text of the first non-empty `<p>` in the main content; "" when none. */
  firstParagraph: string;
  forms: FormFact[];
  /** http: URLs of subresources (img, script, iframe, stylesheet link, media, form action…). */
  insecureResources: string[];
  /** Number of elements in the document (DOM size). */
  elementCount: number;
}
