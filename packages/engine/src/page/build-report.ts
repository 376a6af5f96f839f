import { weightedScore } from "../scoring";
import { displayWidth } from "../text/display-width";
import { characterCount } from "../text/length-band";
import { countWordsAround } from "../text/word-scan";
import { CATEGORY_IDS, type CategoryId } from "./check";
import { type PageInput, pageInput } from "./computed/computed-facts";
import { robotsTxtAllows } from "./computed/crawlability";
import { isInternalLink, isWebLink } from "./computed/link-classification";
import { ENGINE_VERSION } from "./engine-version";
import type { PageFacts } from "./extract/page-facts";
import { DENSITY_FORMULA } from "./keywords/keyword";
import { containsPhrase, phraseHaystack } from "./keywords/phrase-text";
import { pageReadability } from "./readability-score";
import type { ContentScore, ReportHeading, SeoReport } from "./report";
import { type CheckOptionOverrides, type CheckResult, runChecks } from "./runner";
import { suggestionsFrom } from "./suggestions";

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

/**
 * Builds the report of one page from its facts (no competitors). `input`: the facts with their
 * computed values (`pageInput(facts)`), when the caller reads some of them too (a crawl fingerprints
 * the main text's words): computed once for both.
 */
export function buildReport(
  facts: PageFacts,
  options: { fetchedAt?: string | null; checkOptions?: CheckOptionOverrides; input?: PageInput } = {},
): SeoReport {
  const derived = options.input ?? pageInput(facts);
  const checks = runChecks(derived, options.checkOptions);
  const keywords = derived.keywords;
  const topKeywords = keywords.slice(0, 10).map((k) => k.keyword);
  const headings: ReportHeading[] = facts.headings.map((h) => {
    const haystack = phraseHaystack(h.text);
    return {
      tag: `h${h.level}` as ReportHeading["tag"],
      text: h.text,
      keywords: topKeywords.filter((k) => containsPhrase(haystack, k)),
    };
  });
  const webLinks = facts.anchors.filter(isWebLink);
  const internal = webLinks.filter((a) => isInternalLink(a, facts.finalUrl)).length;
  const links = derived.headLinks;
  const canonical = links.find((l) => l.rel === "canonical" && l.href)?.href ?? null;
  const readability = pageReadability(facts.mainText, derived);
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
    title: {
      text: facts.title,
      length: length(facts.title),
      width: facts.title === null ? null : displayWidth(facts.title),
    },
    metaDescription: { text: metaDescription, length: length(metaDescription) },
    lang: derived.lang,
    contentLang: derived.contentLang,
    canonical,
    robots: {
      meta: facts.metas.find((m) => m.inHead && m.name === "robots")?.content ?? null,
      xRobotsTag: facts.headers?.["x-robots-tag"] ?? null,
      robotsTxtAllowed: robotsTxtAllows(facts),
    },
    headings,
    wordCount: derived.wordCount,
    // The lines of the main text are usually stretches of the body text, whose words are then counted only around them.
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
    jsonLd: { count: facts.jsonLd.length, types: derived.jsonLdTypes },
    hreflang: links
      .filter((l) => l.rel === "alternate" && l.hreflang)
      .map((l) => ({ lang: l.hreflang, href: l.href ?? l.hrefRaw })),
    keywords,
    densityFormula: DENSITY_FORMULA,
    checks,
    categoryScores,
    readability: readability.basis,
    contentScore: scoresFrom(
      checks,
      readability.score,
      facts.timings.ttfbMs !== null || facts.timings.totalMs !== null,
    ),
    suggestions: suggestionsFrom(checks),
    competitors: [],
  };
}
