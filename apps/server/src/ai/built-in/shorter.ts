import { type AnalysisCategory, analyzeContent, type ContentInput } from "@ranklens/engine/content";
import type { RewritePromptInput } from "../prompts/build-rewrite-prompt";
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

/**
 * The scores a shorter text must not lose. Text length is left out on purpose: fewer words is what
 * the writer asked for, and the proposal shows that change.
 */
function scoresWithoutLength(input: ContentInput): Record<AnalysisCategory, number> {
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
    seo: pct("seo"),
    readability: pct("readability"),
    engagement: pct("engagement"),
  };
}

/**
 * Built-in "Shorter" that does not make the text worse: it drops sentences (see `shortenText`),
 * keeping long and passive ones out where it can, and accepts a shorter version only when neither
 * readability nor SEO (text length aside) drops. It tries gentler cuts before giving up, and then
 * refuses, saying which score would suffer. The proposal shows the score change.
 */
export function shorterWithoutHarm(input: RewritePromptInput): string {
  const context = {
    type: input.type,
    title: input.title ?? "",
    metaDescription: input.metaDescription ?? "",
    focusKeyphrase: input.focusKeyphrase ?? "",
  };
  const before = scoresWithoutLength({ ...context, body: input.body });
  let worst: Array<[Guarded, number, number]> = [];
  for (const ratio of KEEP_RATIOS) {
    const shorter = shortenText(input.body, input.focusKeyphrase, ratio);
    const after = scoresWithoutLength({ ...context, body: shorter });
    const lost = GUARDED.filter((c) => after[c] < before[c]).map(
      (c) => [c, before[c], after[c]] as [Guarded, number, number],
    );
    if (lost.length === 0) return shorter;
    if (worst.length === 0) worst = lost;
  }
  const what = worst.map(([c, from, to]) => `${NAMES[c]} ${from} → ${to}`).join(", ");
  throw nothingToChange(
    `Dropping sentences would make this text score worse (${what}, text length aside), so nothing was changed. Shortening it without that means rewording, which needs an AI provider; your administrator can connect one.`,
  );
}
