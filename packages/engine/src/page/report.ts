import type { ContentLanguage } from "../text/detect-language";
import type { RedirectHop } from "./artifacts";
import type { CategoryId } from "./check";
import type { Impact } from "./config";
import type { KeywordResult } from "./keywords/keyword";
import type { ReadabilityBasis } from "./readability-score";
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

/** What `analyzeHtml`/`analyzeUrl` return (DESIGN.md "Report contract"). Missing numbers are null, not 0. */
export interface SeoReport {
  engineVersion: string;
  url: string;
  finalUrl: string;
  fetchedAt: string | null;
  status: number | null;
  redirects: RedirectHop[];
  timings: { ttfbMs: number | null; totalMs: number | null };
  bytes: { transferred: number | null; decoded: number };
  /** `length` in characters; `width` in Latin letters, Chinese, Japanese and Korean characters counting twice. */
  title: { text: string | null; length: number | null; width: number | null };
  metaDescription: { text: string | null; length: number | null };
  /** The declared language (`<html lang>`, else `Content-Language`). */
  lang: string | null;
  /** The language the text was analysed in (stop words, readability): declared, or detected from the text. */
  contentLang: ContentLanguage;
  canonical: string | null;
  robots: { meta: string | null; xRobotsTag: string | null; robotsTxtAllowed: boolean | null };
  headings: ReportHeading[];
  /** Words of the main text (the density denominator). */
  wordCount: number;
  /** Words of all visible body text. */
  totalWordCount: number;
  images: { total: number; missingAlt: number; emptyAlt: number };
  links: { total: number; internal: number; external: number; nofollow: number };
  /** og:* properties without the prefix (og:title → title). */
  openGraph: Record<string, string>;
  /** twitter:* names without the prefix. */
  twitter: Record<string, string>;
  jsonLd: { count: number; types: string[] };
  hreflang: { lang: string; href: string }[];
  keywords: KeywordResult[];
  /** How density is computed, for the UI. */
  densityFormula: string;
  checks: CheckResult[];
  /** Score per category (weighted mean of its checks), null when none applies. */
  categoryScores: Record<CategoryId, number | null>;
  /** How `contentScore.readability` was measured, or why it is null. */
  readability: ReadabilityBasis;
  contentScore: ContentScore;
  suggestions: Suggestion[];
  competitors: CompetitorReport[];
}
