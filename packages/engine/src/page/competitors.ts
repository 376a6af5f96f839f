import { containsPhrase, phraseHaystack } from "./keywords/phrase-text";
import type { CompetitorReport, ContentScore, SeoReport } from "./report";

function delta(theirs: number | null, ours: number | null): number | null {
  return theirs === null || ours === null ? null : theirs - ours;
}

/** Compares a competitor's report with the page's: score deltas, shared keywords and the ones the page lacks. */
export function compareCompetitor(page: SeoReport, competitor: SeoReport): CompetitorReport {
  const ours = new Set(page.keywords.map((k) => k.keyword));
  const theirs = competitor.keywords.map((k) => k.keyword);
  // "Covered by the page" also counts a phrase that occurs in its text but did not make its top list.
  const pageText = phraseHaystack(
    [page.title.text ?? "", ...page.headings.map((h) => h.text), ...page.keywords.map((k) => k.keyword)].join(
      "\n",
    ),
  );
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
    missingKeywords: theirs.filter((k) => !ours.has(k) && !containsPhrase(pageText, k)),
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
