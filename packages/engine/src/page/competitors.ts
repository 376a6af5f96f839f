import { keywordGapsOf, ownCoverage, textCoverage } from "./keywords/keyword-coverage";
import type { CompetitorReport, ContentScore, SeoReport } from "./report";

function delta(theirs: number | null, ours: number | null): number | null {
  return theirs === null || ours === null ? null : theirs - ours;
}

/**
 * Compares a competitor's report with the page's: score deltas, shared keywords and the ones the
 * page lacks, which are those its main text (when given), title and headings do not use at all.
 */
export function compareCompetitor(
  page: SeoReport,
  competitor: SeoReport,
  pageMainText = "",
): CompetitorReport {
  const ours = new Set(page.keywords.map((k) => k.keyword));
  const theirs = competitor.keywords.map((k) => k.keyword);
  // Each text apart, so no phrase runs from the title into a heading.
  const texts = [pageMainText, page.title.text ?? "", ...page.headings.map((h) => h.text)];
  const missing = keywordGapsOf(ownCoverage(texts.map(textCoverage), [...ours]), theirs);
  return {
    url: competitor.url,
    finalUrl: competitor.finalUrl,
    error: null,
    score: competitor.contentScore.seo,
    contentScore: competitor.contentScore,
    pointsAhead: {
      seo: delta(competitor.contentScore.seo, page.contentScore.seo),
      readability: delta(competitor.contentScore.readability, page.contentScore.readability),
      performance: delta(competitor.contentScore.performance, page.contentScore.performance),
    },
    keywords: theirs,
    sharedKeywords: theirs.filter((k) => ours.has(k)),
    missingKeywords: missing,
    title: competitor.title,
    wordCount: competitor.wordCount,
  };
}

const NO_SCORES: ContentScore = { seo: null, readability: null, performance: null };

/** The entry for a competitor that could not be analysed. */
export function failedCompetitor(
  url: string,
  error: { code: string; message: string },
  finalUrl: string | null = null,
): CompetitorReport {
  return {
    url,
    finalUrl,
    error,
    score: null,
    contentScore: null,
    pointsAhead: NO_SCORES,
    keywords: [],
    sharedKeywords: [],
    missingKeywords: [],
    title: null,
    wordCount: null,
  };
}
