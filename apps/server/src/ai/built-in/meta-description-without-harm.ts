import { analyzeContent, type ContentAnalysis, keyphraseSentenceCount } from "@ranklens/engine/content";
import type { RewritePromptInput } from "../prompts/build-rewrite-prompt";
import { META_DESCRIPTION_MAX, META_DESCRIPTION_TARGET_MIN, writeMetaDescription } from "./meta-description";
import { metaDescriptionAlreadyFine } from "./meta-description-already-fine";
import { nothingToChange } from "./nothing-to-change";
import { plainSentences } from "./plain-sentences";

const REWORDING_NEEDS_AI =
  "Writing a better one means rewording, which needs an AI provider; your administrator can connect one.";

/** A check's score in an analysis (checks that do not apply count as 0). */
function checkScore(analysis: ContentAnalysis, assessmentId: string): number {
  return [...analysis.analyses, ...analysis.passed].find((x) => x.assessmentId === assessmentId)?.score ?? 0;
}

/**
 * Built-in "Meta Description" that does not make the page worse. A current description that already
 * passes the analysis' meta description checks stays, and the user is told so. Otherwise the best
 * extractive description (see `writeMetaDescription`) is proposed, but only when the SEO score
 * with it is not lower than with the current one. The meta description checks are the only ones
 * it can change, so when it loses, it refuses and says which of them would suffer.
 */
export function metaDescriptionWithoutHarm(input: RewritePromptInput): string {
  const keyphrase = (input.focusKeyphrase ?? "").trim();
  const current = (input.metaDescription ?? "").trim();
  const page = { type: input.type, title: input.title ?? "", focusKeyphrase: keyphrase, body: input.body };
  const fine = current ? metaDescriptionAlreadyFine({ ...page, metaDescription: current }) : null;
  if (fine) throw nothingToChange(fine);
  const proposal = writeMetaDescription(input.body, keyphrase);
  if (!proposal || !current) return proposal;
  if (proposal === current) {
    throw nothingToChange(
      "The current meta description is already the one the built-in writer makes from the text, so nothing was changed.",
    );
  }

  const before = analyzeContent({ ...page, metaDescription: current });
  const after = analyzeContent({ ...page, metaDescription: proposal });
  const scoreDrops = (after.seoScore ?? 0) < (before.seoScore ?? 0);
  // A capped score (a red finding elsewhere) can hide a loss: the average shows it.
  const averageDrops = (after.scoring.seo.average ?? 0) < (before.scoring.seo.average ?? 0);
  if (!scoreDrops && !averageDrops) return proposal;

  const reasons: string[] = [];
  if (
    checkScore(after, "keyphrase-in-meta-description") < checkScore(before, "keyphrase-in-meta-description")
  ) {
    const inText = plainSentences(input.body).some((s) => keyphraseSentenceCount(s.text, keyphrase) > 0);
    reasons.push(
      inText
        ? `it would not hold the focus keyphrase “${keyphrase}” as well as the current one`
        : `no sentence of the text contains the focus keyphrase “${keyphrase}”, and the current one does`,
    );
  }
  if (checkScore(after, "meta-description-length") < checkScore(before, "meta-description-length")) {
    reasons.push(
      `the text's sentences do not make one of ${META_DESCRIPTION_TARGET_MIN}–${META_DESCRIPTION_MAX} characters, and the current one has ${[...current].length}`,
    );
  }
  const figures = scoreDrops ? ` (SEO ${before.seoScore} → ${after.seoScore})` : "";
  throw nothingToChange(
    `A meta description made from the text's own sentences would score worse than the current one${figures}: ${reasons.join("; ")}. Nothing was changed. ${REWORDING_NEEDS_AI}`,
  );
}
