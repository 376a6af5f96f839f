import { mergeConfig } from "./assessment";
import { densityTarget } from "./assessments/seo/keyphrase-density";
import { ASSESSORS } from "./assessors/index";
import { type ContentInput, createPaper, type KeyphraseSource } from "./paper";
import { Researcher } from "./researcher";
import type { AnalysisCategory, Mark, Priority } from "./result";

/** A failing or improvable check, in the spec's ContentAnalysis `analyses` shape plus detail. */
export interface ContentAnalysisItem {
  type: AnalysisCategory;
  issue: string;
  suggestion: string;
  priority: Priority;
  assessmentId: string;
  /** 0–9, 9 best. */
  score: number;
  marks: Mark[];
  /** Present (true) on engagement items: they come from a heuristic rubric. */
  heuristic?: true;
}

/** A check that passed (score ≥ 8). */
export interface PassedAssessment {
  type: AnalysisCategory;
  assessmentId: string;
  title: string;
  message: string;
  score: number;
  marks: Mark[];
  heuristic?: true;
}

/** The numbers behind the scores. */
export interface ContentAnalysisDetails {
  seo: {
    words: number;
    keyphrase: string;
    keyphraseSource: KeyphraseSource;
    keyphraseCount: number;
    /** Occurrences ÷ words × 100, two decimals; null without keyphrase or words. */
    keyphraseDensity: number | null;
    keyphraseTarget: { min: number; max: number } | null;
    titleLength: number;
    metaDescriptionLength: number;
    links: { total: number; internal: number; external: number };
    images: { total: number; missingAlt: number };
    subheadings: number;
  };
  readability: {
    words: number;
    sentences: number;
    syllables: number;
    /** Null when there are no words. */
    fleschReadingEase: number | null;
    paragraphs: number;
    longSentences: number;
    passiveSentences: number;
    transitionSentences: number;
    longestParagraphWords: number;
    longestSectionWords: number;
  };
  engagement: {
    heuristic: true;
    hookFeatures: string[];
    questions: number;
    secondPersonSentences: number;
    callsToAction: number;
    lists: number;
    hashtags: number;
  };
}

/** The full result: the spec's ContentAnalysis plus passed checks and details. */
export interface ContentAnalysis {
  seoScore: number;
  readabilityScore: number;
  engagementScore: number;
  analyses: ContentAnalysisItem[];
  passed: PassedAssessment[];
  details: ContentAnalysisDetails;
}

const PRIORITY_ORDER: Record<Priority, number> = { high: 0, medium: 1, low: 2 };
const CATEGORY_ORDER: Record<AnalysisCategory, number> = { seo: 0, readability: 1, engagement: 2 };

/** Scores ≥ 8 pass; 7 is low priority, 5–6 medium, ≤ 4 high (engagement is capped at medium: it is a heuristic). */
export function priorityFor(score: number, category: AnalysisCategory): Priority | null {
  if (score >= 8) return null;
  if (score === 7) return "low";
  if (score >= 5 || category === "engagement") return "medium";
  return "high";
}

/**
 * Analyses content locally and deterministically: SEO, readability and engagement scores
 * (0–100 integers; 0 is a valid score) with every finding behind them.
 *
 * Category score = round(Σ weight × score ÷ Σ weight × 9 × 100) over the applicable checks of the
 * content type; a category with no applicable check scores 0. An empty body still gets every
 * computable score: title and meta description checks run, text length scores 0, readability is 0
 * (the "Enough text" check), and engagement is 0 (no check applies). The editor shows 'Please
 * enter some content to analyze' before calling, so users do not normally see that state.
 */
export function analyzeContent(input: ContentInput): ContentAnalysis {
  const paper = createPaper(input);
  const researcher = new Researcher(paper);
  const assessor = ASSESSORS[paper.type];
  const totals: Record<AnalysisCategory, { sum: number; max: number }> = {
    seo: { sum: 0, max: 0 },
    readability: { sum: 0, max: 0 },
    engagement: { sum: 0, max: 0 },
  };
  const analyses: ContentAnalysisItem[] = [];
  const passed: PassedAssessment[] = [];

  for (const entry of assessor.entries) {
    const { assessment } = entry;
    const config = mergeConfig(assessment.defaults, entry.config);
    if (!assessment.isApplicable(researcher, config)) continue;
    const outcome = assessment.getResult(researcher, config);
    const weight = entry.weight ?? 1;
    const score = Math.max(0, Math.min(9, outcome.score));
    totals[assessment.category].sum += weight * score;
    totals[assessment.category].max += weight * 9;
    const heuristic = assessment.heuristic ? ({ heuristic: true } as const) : {};
    const priority = priorityFor(score, assessment.category);
    if (priority === null) {
      passed.push({
        type: assessment.category,
        assessmentId: assessment.id,
        title: assessment.title,
        message: outcome.text,
        score,
        marks: outcome.marks ?? [],
        ...heuristic,
      });
    } else {
      analyses.push({
        type: assessment.category,
        issue: outcome.text,
        suggestion: outcome.suggestion,
        priority,
        assessmentId: assessment.id,
        score,
        marks: outcome.marks ?? [],
        ...heuristic,
      });
    }
  }
  analyses.sort(
    (a, b) =>
      PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] ||
      CATEGORY_ORDER[a.type] - CATEGORY_ORDER[b.type] ||
      a.score - b.score,
  );
  const scoreOf = (c: AnalysisCategory) =>
    totals[c].max === 0 ? 0 : Math.round((totals[c].sum / totals[c].max) * 100);

  return {
    seoScore: scoreOf("seo"),
    readabilityScore: scoreOf("readability"),
    engagementScore: scoreOf("engagement"),
    analyses,
    passed,
    details: collectDetails(researcher),
  };
}

function collectDetails(r: Researcher): ContentAnalysisDetails {
  const paper = r.paper;
  const words = r.get("bodyTokens").length;
  const phrase = r.get("keyphrase");
  const count = r.get("keyphraseOccurrences").count;
  const structure = r.get("structure");
  const internal = structure.links.filter((l) => l.internal).length;
  const flesch = r.get("flesch");
  const sentences = r.get("sentences");
  const paragraphs = r.get("paragraphs");
  const { subheadings, sections } = r.get("sections");
  const density = ASSESSORS[paper.type].entries.find((e) => e.assessment.id === "keyphrase-density");
  const densityConfig = mergeConfig(
    density?.assessment.defaults ?? { thresholds: {}, scores: {} },
    density?.config,
  );
  return {
    seo: {
      words,
      keyphrase: paper.keyphrase,
      keyphraseSource: paper.keyphraseSource,
      keyphraseCount: count,
      keyphraseDensity: phrase && words > 0 ? Math.round((count / words) * 10000) / 100 : null,
      keyphraseTarget:
        phrase && density && words > 0
          ? densityTarget(words, phrase.stems.length, densityConfig.thresholds)
          : null,
      titleLength: [...paper.title].length,
      metaDescriptionLength: [...paper.metaDescription].length,
      links: { total: structure.links.length, internal, external: structure.links.length - internal },
      images: {
        total: structure.images.length,
        missingAlt: structure.images.filter((i) => i.alt === "").length,
      },
      subheadings: subheadings.length,
    },
    readability: {
      words: flesch.words,
      sentences: flesch.sentences,
      syllables: flesch.syllables,
      fleschReadingEase: flesch.score,
      paragraphs: paragraphs.length,
      longSentences: sentences.filter((s) => s.tokens.length > 20).length,
      passiveSentences: r.get("passiveVoice").length,
      transitionSentences: r.get("transitionWords").length,
      longestParagraphWords: Math.max(0, ...paragraphs.map((p) => p.words)),
      longestSectionWords: Math.max(0, ...sections.map((s) => s.words)),
    },
    engagement: {
      heuristic: true,
      hookFeatures: r.get("hook").features,
      questions: r.get("questions").length,
      secondPersonSentences: r.get("secondPerson").length,
      callsToAction: r.get("callsToAction").length,
      lists: structure.lists,
      hashtags: r.get("hashtags").tags.length,
    },
  };
}
