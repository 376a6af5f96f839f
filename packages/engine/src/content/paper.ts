/**
 * The input of the content analyser ("paper", after Yoast's name for it): what the editor holds.
 * The body is plain text as typed in a textarea, Markdown-ish: lines starting with `#` are
 * headings, blank lines separate paragraphs, `- `/`* `/`1. ` lines are list items, `[text](url)`
 * and bare `http(s)://` URLs are links, `![alt](src)` are images.
 */

import { siteHostOf } from "./parse-body";

/** The editor's content types: SEO article, product description, video script, social post. */
export type ContentType = "seo" | "ecommerce" | "video" | "social";

export const CONTENT_TYPES: readonly ContentType[] = ["seo", "ecommerce", "video", "social"];

/** What callers pass to `analyzeContent`; every field is optional and defaults to empty. */
export interface ContentInput {
  title?: string;
  body?: string;
  metaDescription?: string;
  focusKeyphrase?: string;
  targetKeywords?: readonly string[];
  type?: ContentType;
  /**
   * The site the content will be published on ("https://example.com"): absolute links to its host
   * count as internal. Without it only relative links ("/guide", "#part-2") are internal.
   */
  siteUrl?: string;
}

/** Where the keyphrase the SEO checks use came from. */
export type KeyphraseSource = "focusKeyphrase" | "targetKeywords" | "none";

/** The normalised input. */
export interface Paper {
  title: string;
  body: string;
  metaDescription: string;
  /** The focus keyphrase, or the first target keyword when none was set. */
  keyphrase: string;
  keyphraseSource: KeyphraseSource;
  /** Target keywords other than the keyphrase, trimmed, without duplicates (case-insensitive). */
  targetKeywords: string[];
  type: ContentType;
  /** Host of the site URL without "www." (null when none was given or it is not an http(s) URL). */
  siteHost: string | null;
}

/**
 * Normalises `input`. Without a focus keyphrase the first target keyword stands in for it, so the
 * keyphrase checks still say something useful for items saved before keyphrases existed.
 */
export function createPaper(input: ContentInput): Paper {
  const focus = (input.focusKeyphrase ?? "").trim();
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const raw of input.targetKeywords ?? []) {
    const k = String(raw).trim();
    if (k === "" || seen.has(k.toLowerCase())) continue;
    seen.add(k.toLowerCase());
    keywords.push(k);
  }
  const keyphrase = focus !== "" ? focus : (keywords[0] ?? "");
  const keyphraseSource: KeyphraseSource =
    focus !== "" ? "focusKeyphrase" : keyphrase !== "" ? "targetKeywords" : "none";
  const type = CONTENT_TYPES.includes(input.type as ContentType) ? (input.type as ContentType) : "seo";
  return {
    title: (input.title ?? "").trim(),
    body: input.body ?? "",
    metaDescription: (input.metaDescription ?? "").trim(),
    keyphrase,
    keyphraseSource,
    targetKeywords: keywords.filter((k) => k.toLowerCase() !== keyphrase.toLowerCase()),
    type,
    siteHost: siteHostOf(input.siteUrl),
  };
}
