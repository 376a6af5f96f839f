import { mergeConfig } from "./assessment";
import { densityTarget } from "./assessments/seo/keyphrase-density";
import { ASSESSORS } from "./assessors/index";
import { type ContentInput, createPaper, type KeyphraseSource } from "./paper";
import { Researcher } from "./researcher";
import type { AnalysisCategory, AssessmentOutcome, Mark, Priority } from "./result";

/** A failing or improvable check, in the spec's ContentAnalysis `analyses` shape plus detail. */
export interface ContentAnalysisItem {
  type: AnalysisCategory;
  issue: string;
  suggestion: string;
  priority: Priority;
  assessmentId: string;
  /** The finding, stable across wording changes ("too-long", "none"…): key on it with `assessmentId`. */
  code: string;
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
  code: string;
  title: string;
  message: string;
  score: number;
  marks: Mark[];
  heuristic?: true;
}

/** A check that failed to run (a bug): reported, left out of the score. */
export interface AssessmentError {
  type: AnalysisCategory;
  assessmentId: string;
  title: string;
  message: string;
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
    /** The site whose links count as internal (from the site URL setting); null when none is set. */
    siteHost: string | null;
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

/** How a category score came about (see {@link categoryScore}). */
export interface CategoryScoring {
  /** The weighted average before any cap; null when no check applies. */
  average: number | null;
  /** Findings scoring at most {@link RED_MAX} (red), on any check. */
  redFindings: number;
  /** Red findings on major checks: each caps the score (see {@link categoryScore}). */
  majorRedFindings: number;
  /** The cap that applied, or null when the average stood. */
  cap: number | null;
}

/** The full result: the spec's ContentAnalysis plus passed checks, errors and details. */
export interface ContentAnalysis {
  /** 0–100; null when no check of the category applies to this content type and text. */
  seoScore: number | null;
  readabilityScore: number | null;
  engagementScore: number | null;
  analyses: ContentAnalysisItem[];
  passed: PassedAssessment[];
  /** Checks that threw: listed here, left out of the scores. */
  errors: AssessmentError[];
  scoring: Record<AnalysisCategory, CategoryScoring>;
  details: ContentAnalysisDetails;
}

/** A finding scoring at most this (0–9) is red: a real problem, not an improvement. */
export const RED_MAX = 4;
/** Score bands (0–100) shared by every UI that colours a score: green from 70, orange from 40. */
export const SCORE_BANDS = { green: 70, orange: 40 } as const;
/**
 * With a red finding on a major check a score stays below green; when red findings (on any checks)
 * also weigh a third of the category, the failure is broad and the score stays below orange.
 */
export const CAP_WITH_RED = SCORE_BANDS.green - 1;
export const CAP_WITH_MANY_RED = SCORE_BANDS.orange - 1;
const MANY_RED_WEIGHT_SHARE = 1 / 3;

/** One applicable check's contribution to its category score. */
interface Scored {
  weight: number;
  score: number;
  /** Flagged major in its assessment's metadata (`Assessment.major`). */
  major?: boolean;
}

/**
 * Whether a red finding on `check` caps its category: the check is flagged major (its failure is
 * one the score must not hide: no keyphrase, too little text, sentences too long…) or its content
 * type weighs it above the category's mean weight (a social post's hashtags). A red on a minor
 * check (keyphrase in subheadings, transition words…) only lowers the average: capping on it held
 * the SEO score of well-optimised articles one band below Yoast's (which has no caps) for a check
 * most professional articles fail without being poor.
 */
function capsCategory(check: Scored, meanWeight: number): boolean {
  return check.weight > 0 && (check.major === true || check.weight > meanWeight);
}

/**
 * A category score from its applicable checks: the weighted average
 * round(Σ weight × score ÷ Σ weight × 9 × 100), capped so that it cannot hide a failure. A red
 * finding (score ≤ 4) on a major check (see {@link capsCategory}) caps it at 69, below green; if
 * red findings on all checks then weigh at least a third of the category's total weight, at 39,
 * below orange. Red findings on minor checks alone never cap. No applicable check: null.
 */
export function categoryScore(checks: readonly Scored[]): { score: number | null } & CategoryScoring {
  let sum = 0;
  let max = 0;
  let weights = 0;
  for (const c of checks) {
    sum += c.weight * c.score;
    max += c.weight * 9;
    weights += c.weight;
  }
  if (max === 0) return { score: null, average: null, redFindings: 0, majorRedFindings: 0, cap: null };
  const meanWeight = weights / checks.length;
  let redWeight = 0;
  let redFindings = 0;
  let majorRedFindings = 0;
  for (const c of checks) {
    if (c.score > RED_MAX || c.weight <= 0) continue;
    redFindings++;
    redWeight += c.weight;
    if (capsCategory(c, meanWeight)) majorRedFindings++;
  }
  const average = Math.round((sum / max) * 100);
  const cap =
    majorRedFindings === 0
      ? null
      : redWeight * 9 >= max * MANY_RED_WEIGHT_SHARE
        ? CAP_WITH_MANY_RED
        : CAP_WITH_RED;
  return {
    score: cap !== null && average > cap ? cap : average,
    average,
    redFindings,
    majorRedFindings,
    cap: cap !== null && average > cap ? cap : null,
  };
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
 * Analyses content locally and deterministically: SEO, readability and engagement scores (0–100,
 * see {@link categoryScore}) with every finding behind them. A check that does not apply weighs
 * nothing; a category where none applies scores null. A check that throws is reported under
 * `errors` and left out of the score. An empty body still gets every computable score: title and
 * meta description checks run, text length scores 0, readability is 0 (the "Enough text" check).
 * The editor shows 'Please enter some content to analyze' before calling, so users do not
 * normally see that state.
 */
export function analyzeContent(input: ContentInput): ContentAnalysis {
  const paper = createPaper(input);
  const researcher = new Researcher(paper);
  const assessor = ASSESSORS[paper.type];
  const scored: Record<AnalysisCategory, Scored[]> = { seo: [], readability: [], engagement: [] };
  const analyses: ContentAnalysisItem[] = [];
  const passed: PassedAssessment[] = [];
  const errors: AssessmentError[] = [];

  for (const entry of assessor.entries) {
    const { assessment } = entry;
    const config = mergeConfig(assessment.defaults, entry.config);
    let outcome: AssessmentOutcome;
    try {
      if (!assessment.isApplicable(researcher, config)) continue;
      outcome = assessment.getResult(researcher, config);
    } catch (error) {
      errors.push({
        type: assessment.category,
        assessmentId: assessment.id,
        title: assessment.title,
        message: `This check failed: ${error instanceof Error ? error.message : String(error)}`,
      });
      continue;
    }
    const weight = entry.weight ?? 1;
    const score = Math.max(0, Math.min(9, outcome.score));
    scored[assessment.category].push({ weight, score, major: assessment.major === true });
    const heuristic = assessment.heuristic ? ({ heuristic: true } as const) : {};
    const priority = priorityFor(score, assessment.category);
    if (priority === null) {
      passed.push({
        type: assessment.category,
        assessmentId: assessment.id,
        code: outcome.code,
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
        code: outcome.code,
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
  const seo = categoryScore(scored.seo);
  const readability = categoryScore(scored.readability);
  const engagement = categoryScore(scored.engagement);
  const scoringOf = ({ average, redFindings, majorRedFindings, cap }: CategoryScoring) => ({
    average,
    redFindings,
    majorRedFindings,
    cap,
  });

  return {
    seoScore: seo.score,
    readabilityScore: readability.score,
    engagementScore: engagement.score,
    analyses,
    passed,
    errors,
    scoring: { seo: scoringOf(seo), readability: scoringOf(readability), engagement: scoringOf(engagement) },
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
      siteHost: paper.siteHost,
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
