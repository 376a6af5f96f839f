import { clampScore, weightedScore } from "../scoring";
import { characterCount } from "../text/length-band";
import { fleschReadingEaseOfScanned } from "../text/readability";
import { countWordsAround } from "../text/word-scan";
import { CATEGORY_IDS, type CategoryId } from "./check";
import { pageInput } from "./computed/computed-facts";
import { robotsTxtAllows } from "./computed/crawlability";
import { jsonLdTypes } from "./computed/json-ld";
import { isInternalLink, isWebLink } from "./computed/link-classification";
import { ENGINE_VERSION } from "./engine-version";
import type { PageFacts } from "./extract/page-facts";
import { phraseHaystack } from "./keywords/analyze-keywords";
import { DENSITY_FORMULA } from "./keywords/keyword";
import type { ContentScore, ReportHeading, SeoReport } from "./report";
import { type CheckOptionOverrides, type CheckResult, runChecks } from "./runner";
import { suggestionsFrom } from "./suggestions";

/** Below this many words the Flesch score says little, so readability is null. */
export const MIN_WORDS_FOR_READABILITY = 100;

// Characters as the length checks, the editor and the CLI count them (text/length-band.ts).
function length(text: string | null): number | null {
  return text === null ? null : characterCount(text);
}

function prefixed(facts: PageFacts, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of facts.metas) {
    const key = m.property.startsWith(prefix) ? m.property : m.name.startsWith(prefix) ? m.name : "";
    if (key && !(key.slice(prefix.length) in out)) out[key.slice(prefix.length)] = m.content;
  }
  return out;
}

/**
 * The scores: SEO over every category but performance; performance over the
 * performance checks, and only when the page was fetched (measured timings),
 * so saved HTML gets null rather than a score from the HTML size alone.
 */
export function scoresFrom(
  checks: readonly CheckResult[],
  readability: number | null,
  measured: boolean,
): ContentScore {
  return {
    seo: weightedScore(checks.filter((c) => c.category !== "performance")),
    readability,
    performance: measured ? weightedScore(checks.filter((c) => c.category === "performance")) : null,
  };
}

/** Builds the report of one page from its facts (no competitors). */
export function buildReport(
  facts: PageFacts,
  options: { fetchedAt?: string | null; checkOptions?: CheckOptionOverrides } = {},
): SeoReport {
  const derived = pageInput(facts);
  const checks = runChecks(derived, options.checkOptions);
  const keywords = derived.keywords;
  const topKeywords = keywords.slice(0, 10).map((k) => k.keyword);
  const headings: ReportHeading[] = facts.headings.map((h) => {
    const haystack = phraseHaystack(h.text);
    return {
      tag: `h${h.level}` as ReportHeading["tag"],
      text: h.text,
      keywords: topKeywords.filter((k) => haystack.includes(` ${k} `)),
    };
  });
  const webLinks = facts.anchors.filter(isWebLink);
  const internal = webLinks.filter((a) => isInternalLink(a, facts.finalUrl)).length;
  const links = derived.headLinks;
  const canonical = links.find((l) => l.rel === "canonical" && l.href)?.href ?? null;
  const flesch =
    derived.wordCount >= MIN_WORDS_FOR_READABILITY
      ? fleschReadingEaseOfScanned(facts.mainText, derived.mainScan, derived.lang ?? "en").score
      : null;
  // Scores are integers 0–100 (DESIGN.md); Flesch itself has decimals.
  const readability = flesch === null ? null : clampScore(flesch);
  const categoryScores = {} as Record<CategoryId, number | null>;
  for (const id of CATEGORY_IDS) categoryScores[id] = weightedScore(checks.filter((c) => c.category === id));
  const metaDescription = derived.metaDescription;
  return {
    engineVersion: ENGINE_VERSION,
    url: facts.url,
    finalUrl: facts.finalUrl,
    fetchedAt: options.fetchedAt ?? null,
    status: facts.status,
    redirects: facts.redirects ?? [],
    timings: facts.timings,
    bytes: facts.bytes,
    title: { text: facts.title, length: length(facts.title) },
    metaDescription: { text: metaDescription, length: length(metaDescription) },
    lang: derived.lang,
    canonical,
    robots: {
      meta: facts.metas.find((m) => m.inHead && m.name === "robots")?.content ?? null,
      xRobotsTag: facts.headers?.["x-robots-tag"] ?? null,
      robotsTxtAllowed: robotsTxtAllows(facts),
    },
    headings,
    wordCount: derived.wordCount,
    // The main text is usually a stretch of the body text, whose words are then counted only around it.
    totalWordCount:
      facts.mainText === facts.bodyText
        ? derived.wordCount
        : countWordsAround(facts.bodyText, facts.mainText, derived.wordCount),
    images: {
      total: facts.images.length,
      missingAlt: facts.images.filter((i) => i.alt === null).length,
      emptyAlt: facts.images.filter((i) => i.alt !== null && i.alt.trim() === "").length,
    },
    links: {
      total: webLinks.length,
      internal,
      external: webLinks.length - internal,
      nofollow: webLinks.filter((a) => a.rel.includes("nofollow")).length,
    },
    openGraph: prefixed(facts, "og:"),
    twitter: prefixed(facts, "twitter:"),
    jsonLd: { count: facts.jsonLd.length, types: jsonLdTypes(derived.jsonLdBlocks) },
    hreflang: links
      .filter((l) => l.rel === "alternate" && l.hreflang)
      .map((l) => ({ lang: l.hreflang, href: l.href ?? l.hrefRaw })),
    keywords,
    densityFormula: DENSITY_FORMULA,
    checks,
    categoryScores,
    contentScore: scoresFrom(
      checks,
      readability,
      facts.timings.ttfbMs !== null || facts.timings.totalMs !== null,
    ),
    suggestions: suggestionsFrom(checks),
    competitors: [],
  };
}
