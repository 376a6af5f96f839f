import type { CheckId } from "./checks";

/** How much fixing a check moves the needle, for the suggestions list. */
export type Impact = "high" | "medium" | "low";

export interface CheckWeight {
  /** Share in the SEO score (weighted mean of check scores; notApplicable and error weigh 0). */
  weight: number;
  impact: Impact;
  /** Whether a failure is a "critical" suggestion (the page can drop out of search) rather than a "warning". */
  critical?: boolean;
}

export { CATEGORIES } from "./categories";

/**
 * Weight and impact of every check. Weights are 1 unless commented. The SEO
 * score (`contentScore.seo`) is the weighted mean over the checks outside
 * "performance"; the performance score uses only the performance checks.
 */
export const CHECK_WEIGHTS = {
  // Lighthouse gives is-crawlable 93/23 ≈ 4.04 so that failing it alone fails the category (≈31% of its score).
  "is-crawlable": { weight: 4, impact: "high", critical: true },
  "http-status-code": { weight: 1, impact: "high", critical: true },
  "robots-txt": { weight: 1, impact: "medium" },
  canonical: { weight: 1, impact: "high", critical: true },
  // Duplicate declarations are hygiene; a conflict is already penalised by "canonical".
  "multiple-canonicals": { weight: 0.5, impact: "low" },
  // Mostly overlaps with is-crawlable (which also reads the header); counted lightly to avoid double penalty.
  "x-robots-tag": { weight: 0.5, impact: "high", critical: true },
  "document-title": { weight: 1, impact: "high", critical: true },
  "meta-description": { weight: 1, impact: "medium" },
  "title-length": { weight: 1, impact: "medium" },
  "meta-description-length": { weight: 1, impact: "medium" },
  // Extra <title>/<meta description> elements rarely change what search engines show.
  "multiple-titles": { weight: 0.5, impact: "low" },
  "multiple-meta-descriptions": { weight: 0.5, impact: "low" },
  "single-h1": { weight: 1, impact: "medium" },
  // Outline problems matter more for accessibility than for ranking.
  "heading-order": { weight: 0.5, impact: "low" },
  "thin-content": { weight: 1, impact: "high" },
  "keyword-placement": { weight: 1, impact: "medium" },
  viewport: { weight: 1, impact: "high" },
  // Nearly every server declares UTF-8; a missing declaration is rare but breaks text when it bites.
  charset: { weight: 0.5, impact: "low" },
  // Cosmetic in results; cheap to fix.
  favicon: { weight: 0.25, impact: "low" },
  "meta-refresh": { weight: 1, impact: "medium" },
  "meta-in-body": { weight: 1, impact: "high" },
  "link-text": { weight: 1, impact: "medium" },
  "crawlable-anchors": { weight: 1, impact: "medium" },
  "empty-links": { weight: 1, impact: "medium" },
  // Hygiene signals (SEOnaut priority 3).
  "internal-nofollow": { weight: 0.5, impact: "low" },
  "too-many-links": { weight: 0.5, impact: "low" },
  "image-alt": { weight: 1, impact: "medium" },
  // Layout stability is a performance/UX concern; small SEO effect.
  "image-dimensions": { weight: 0.5, impact: "low" },
  hreflang: { weight: 1, impact: "medium" },
  "html-lang": { weight: 1, impact: "medium" },
  // Social cards affect sharing, not ranking.
  "open-graph": { weight: 0.5, impact: "low" },
  "twitter-card": { weight: 0.25, impact: "low" },
  "json-ld": { weight: 1, impact: "medium" },
  "rich-results": { weight: 1, impact: "medium" },
  // AI search readiness: visibility in AI answers is still a small share of search traffic.
  "ai-crawler-access": { weight: 0.5, impact: "medium" },
  // Optional, proposed format that no major AI search engine has said it reads.
  "llms-txt": { weight: 0.25, impact: "low" },
  // Informational: these directives are the site's choice; the check only names their effect.
  "ai-directives": { weight: 0.25, impact: "low" },
  "response-time": { weight: 1, impact: "high" },
  "page-weight": { weight: 1, impact: "medium" },
  compression: { weight: 1, impact: "medium" },
  "redirect-chain": { weight: 1, impact: "medium" },
  // HTTPS is a confirmed (if light) ranking signal, and browsers warn on HTTP pages.
  https: { weight: 2, impact: "high", critical: true },
  "mixed-content": { weight: 1, impact: "medium" },
  // Hardening headers protect users; search engines do not rank on them.
  "security-headers": { weight: 0.5, impact: "low" },
  "insecure-form": { weight: 1, impact: "high" },
} as const satisfies Readonly<Record<CheckId, CheckWeight>>;

const WEIGHTS: Readonly<Record<string, CheckWeight | undefined>> = CHECK_WEIGHTS;
const UNKNOWN: CheckWeight = { weight: 1, impact: "medium" };

/** Weight of a check id (1 for a check outside the registry, such as a test's own). */
export function weightOf(id: string): CheckWeight {
  return WEIGHTS[id] ?? UNKNOWN;
}
