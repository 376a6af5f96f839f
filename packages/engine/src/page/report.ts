import type { ContentLanguage } from "../text/detect-language";
import type { RedirectHop } from "./artifacts";
import type { CategoryId } from "./check";
import type { Impact } from "./config";
import type { KeywordDataNote, KeywordResult } from "./keywords/keyword";
import type { ReadabilityBasis } from "./readability-score";
import type { RenderComparison } from "./render-comparison";
import type { CheckResult } from "./runner";

/** A heading with the page's top keywords it contains. */
export interface ReportHeading {
  tag: "h1" | "h2" | "h3" | "h4" | "h5" | "h6";
  text: string;
  keywords: string[];
}

/** One entry of the suggestions list, derived from a failed or warned check. */
export interface Suggestion {
  type: "critical" | "warning" | "improvement";
  message: string;
  impact: Impact;
  checkId: string;
}

/** The three headline scores, integers 0–100 or null when nothing could be measured. */
export interface ContentScore {
  seo: number | null;
  readability: number | null;
  performance: number | null;
}

/** A competitor analysed with the same engine, compared with the page. */
export interface CompetitorReport {
  url: string;
  finalUrl: string | null;
  /** Why the competitor could not be analysed; null when it was. */
  error: { code: string; message: string } | null;
  /** Its SEO score. */
  score: number | null;
  contentScore: ContentScore | null;
  /** Competitor minus page, per score: positive = the competitor is ahead by that many points. */
  pointsAhead: ContentScore;
  /** Its top keywords. */
  keywords: string[];
  /** Top keywords both pages have. */
  sharedKeywords: string[];
  /** Its top keywords the page does not use at all. */
  missingKeywords: string[];
  title: { text: string | null; length: number | null } | null;
  wordCount: number | null;
}

/**
 * What `analyzeHtml`/`analyzeUrl` return (DESIGN.md "Report contract"). Missing numbers are null,
 * not 0. "Visible text" is the page's text outside `<script>`, `<style>`, `<template>`,
 * `<noscript>` (read as text with scripting on), `<title>`, `<head>`, SVG, form controls
 * (`<textarea>`, `<select>`) and embedded documents (`<iframe>`, `<object>`); MathML formulas
 * are visible text (their `<annotation>`s are not). Styles are not applied: text hidden by CSS
 * or the `hidden` attribute counts.
 */
export interface SeoReport {
  /** The engine that wrote the report (page/engine-version.ts). */
  engineVersion: string;
  /**
   * Present when the page was rendered in a browser (the analysis asked for it): what scripts
   * changed, raw HTML against rendered DOM; the report's other fields are then the rendered
   * DOM's, or the raw HTML's when rendering failed (`rendering.failure` says why).
   */
  rendering?: RenderComparison;
  /** Present when a keyword-data provider was asked: its name, when, or why it gave nothing. */
  keywordData?: KeywordDataNote;
  /** The URL as requested (for saved HTML, the URL it was analysed as). */
  url: string;
  /** The URL of the analysed response, after redirects (= `url` for saved HTML). */
  finalUrl: string;
  /** ISO-8601 time the fetch started; null for saved HTML. */
  fetchedAt: string | null;
  /** HTTP status of the final response; null when unknown (saved HTML without one). */
  status: number | null;
  /** Redirect hops followed, in order; [] for saved HTML. */
  redirects: RedirectHop[];
  /** Time to first byte and whole fetch in ms; null when not fetched. */
  timings: { ttfbMs: number | null; totalMs: number | null };
  /** Bytes on the wire (null when unknown) and of the body with its content-encoding undone (saved HTML: the HTML as UTF-8). */
  bytes: { transferred: number | null; decoded: number };
  /**
   * `document.title`: the first `<title>` outside SVG, whitespace collapsed and trimmed (null
   * when there is none); `length` in characters as the length checks count them (code points
   * of the trimmed text, text/length-band.ts); `width` in Latin letters, Chinese, Japanese and
   * Korean characters counting twice (what the title-length check judges).
   */
  title: { text: string | null; length: number | null; width: number | null };
  /** Content of the first `<meta name="description">` in `<head>` as written (null when none); `length` as for the title. */
  metaDescription: { text: string | null; length: number | null };
  /** `<html lang>` trimmed, else the first `Content-Language` value; null when neither. */
  lang: string | null;
  /** The language the text was analysed in (stop words, readability): declared, or detected from the text. */
  contentLang: ContentLanguage;
  /** The first `rel=canonical` of `<head>` or the `Link` header with a resolvable href, resolved; null when none. */
  canonical: string | null;
  /**
   * `meta`: content of the first `<meta name="robots">` in `<head>`; `xRobotsTag`: the header
   * (repeated ones joined with ", "); `robotsTxtAllowed`: whether robots.txt lets a generic
   * crawler ("*") fetch the final URL, null when robots.txt was not fetched or had no body.
   */
  robots: { meta: string | null; xRobotsTag: string | null; robotsTxtAllowed: boolean | null };
  /** Every `<h1>`–`<h6>` outside SVG, in document order, with the page's top keywords it holds. */
  headings: ReportHeading[];
  /**
   * Words of the main text, the density denominator: the visible text of `<main>` (or
   * `role=main`), else of the `<article>`s, else of the body without `<nav>`, `<header>`,
   * `<footer>` and `<aside>`. Words as text/words.ts defines them.
   */
  wordCount: number;
  /** Words of all visible text of the body (see above), counted as `wordCount`. */
  totalWordCount: number;
  /**
   * `<img>` elements (outside `<template>` and `<noscript>`): `missingAlt` have no alt
   * attribute, `emptyAlt` an empty or blank one.
   */
  images: { total: number; missingAlt: number; emptyAlt: number };
  /**
   * `total`: `<a>` elements (SVG ones included) whose href resolves to an http(s) URL — same-page
   * `#fragment` links included; links without href, `mailto:`, `tel:`, `javascript:` and
   * unresolvable ones excluded, as are links inside `<template>` and `<noscript>` and `<area>`
   * elements. `internal`: those on the page's host (a `www.` prefix ignored); `external`: the
   * rest; `nofollow`: those of them with `rel` containing nofollow.
   */
  links: { total: number; internal: number; external: number; nofollow: number };
  /** og:* properties without the prefix (og:title → title), the first of each. */
  openGraph: Record<string, string>;
  /** twitter:* names without the prefix, the first of each. */
  twitter: Record<string, string>;
  /** JSON-LD blocks (`<script type="application/ld+json">`) and the distinct @types of those that parse. */
  jsonLd: { count: number; types: string[] };
  /** `rel=alternate` links with hreflang in `<head>` or the `Link` header; href resolved when it can be. */
  hreflang: { lang: string; href: string }[];
  /** The page's keywords, most prominent first (page/keywords). */
  keywords: KeywordResult[];
  /** How density is computed, for the UI. */
  densityFormula: string;
  /** Every check's result, in report order. */
  checks: CheckResult[];
  /** Score per category (weighted mean of its checks), null when none applies. */
  categoryScores: Record<CategoryId, number | null>;
  /** How `contentScore.readability` was measured, or why it is null. */
  readability: ReadabilityBasis;
  contentScore: ContentScore;
  /** What to fix, from the checks that did not pass, by impact then type. */
  suggestions: Suggestion[];
  /** Competitors analysed alongside (analyzeUrl with `competitors`); [] otherwise. */
  competitors: CompetitorReport[];
}
