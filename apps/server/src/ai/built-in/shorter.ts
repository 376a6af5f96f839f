import { type AnalysisCategory, analyzeContent, type ContentInput } from "@ranklens/engine/content";
import type { RewritePromptInput } from "../prompts/build-rewrite-prompt";
import { analyserThreshold } from "./analyser-threshold";
import { nothingToChange } from "./nothing-to-change";
import { SHORTER_KEEP_RATIO, shortenText } from "./shorten-text";

/** How much of the text each attempt keeps: the usual 60% first, then gentler cuts. */
const KEEP_RATIOS = [SHORTER_KEEP_RATIO, 0.7, 0.8, 0.9];
/**
 * The categories a shorter text must not lose points in. Engagement signals (questions, "you")
 * go with the sentences that carry them; the proposal's score change shows that.
 */
const GUARDED = ["readability", "seo"] as const;
type Guarded = (typeof GUARDED)[number];

const NAMES: Record<Guarded, string> = { seo: "SEO", readability: "readability" };

const REWORDING_NEEDS_AI =
  "Shortening it without that means rewording, which needs an AI provider; your administrator can connect one.";

/**
 * A text's words as the content analysis counts them, and the scores a shorter text must not lose.
 * Text length is left out of the scores on purpose: fewer words is what the writer asked for, and
 * the minimum is held separately.
 */
function measure(input: ContentInput): { words: number; scores: Record<AnalysisCategory, number> } {
  const r = analyzeContent(input);
  const sum: Record<AnalysisCategory, { got: number; max: number }> = {
    seo: { got: 0, max: 0 },
    readability: { got: 0, max: 0 },
    engagement: { got: 0, max: 0 },
  };
  for (const x of [...r.analyses, ...r.passed]) {
    if (x.assessmentId === "text-length") continue;
    sum[x.type].got += x.score;
    sum[x.type].max += 9;
  }
  const pct = (c: AnalysisCategory) => (sum[c].max === 0 ? 100 : Math.round((sum[c].got / sum[c].max) * 100));
  return {
    words: r.details.seo.words,
    scores: { seo: pct("seo"), readability: pct("readability"), engagement: pct("engagement") },
  };
}

/**
 * Built-in "Shorter" that does not make the text worse: it drops sentences (see `shortenText`),
 * never the ones a section, a link or the keyphrase needs, never below the content analysis' own
 * minimum length for the content type (300 words for articles), and accepts a shorter version only
 * when neither readability nor SEO (text length aside) drops. It tries gentler cuts before giving
 * up, and then refuses, saying why. The proposal shows the score change.
 */
export function shorterWithoutHarm(input: RewritePromptInput): string {
  const context = {
    type: input.type,
    title: input.title ?? "",
    metaDescription: input.metaDescription ?? "",
    focusKeyphrase: input.focusKeyphrase ?? "",
  };
  // The text length check's own "good" threshold: what the editor tells the writer to reach.
  const minWords = analyserThreshold("text-length", input.type, "good") ?? 0;
  const before = measure({ ...context, body: input.body });
  if (before.words <= minWords) {
    throw nothingToChange(
      `This text has ${before.words} words and the content analysis asks for at least ${minWords}, so it cannot be shortened without going below that. Nothing was changed.`,
    );
  }
  let worst: Array<[Guarded, number, number]> = [];
  for (const keepRatio of KEEP_RATIOS) {
    const shorter = shortenText(input.body, { focusKeyphrase: input.focusKeyphrase, keepRatio, minWords });
    // Every sentence must stay; a gentler cut would keep even more.
    if (shorter === input.body) break;
    const after = measure({ ...context, body: shorter });
    if (after.words < minWords || after.words >= before.words) continue;
    const lost = GUARDED.filter((c) => after.scores[c] < before.scores[c]).map(
      (c) => [c, before.scores[c], after.scores[c]] as [Guarded, number, number],
    );
    if (lost.length === 0) return shorter;
    if (worst.length === 0) worst = lost;
  }
  if (worst.length > 0) {
    const what = worst.map(([c, from, to]) => `${NAMES[c]} ${from} → ${to}`).join(", ");
    throw nothingToChange(
      `Dropping sentences would make this text score worse (${what}, text length aside), so nothing was changed. ${REWORDING_NEEDS_AI}`,
    );
  }
  throw nothingToChange(
    `This text cannot be shortened without losing a section, a link or the focus keyphrase, or going below ${minWords} words. Nothing was changed. ${REWORDING_NEEDS_AI}`,
  );
}
