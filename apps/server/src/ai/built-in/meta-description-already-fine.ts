import { analyzeContent, type ContentInput } from "@ranklens/engine/content";
import { characterCount } from "@ranklens/engine/length-band";
import { META_DESCRIPTION_MAX, META_DESCRIPTION_TARGET_MIN } from "./meta-description";

/** The content analysis' checks of the meta description: all the "Meta Description" action can improve. */
const META_DESCRIPTION_CHECKS = ["meta-description-length", "keyphrase-in-meta-description"];

/**
 * Why the page's current meta description needs no replacement, or null when it does. It is fine
 * when every meta description check that applies passes: 120–160 characters and, with a focus
 * keyphrase, the keyphrase in one or two of its sentences. Any replacement could only score the
 * same, so proposing one would just swap the writer's words for the text's.
 */
export function metaDescriptionAlreadyFine(page: ContentInput & { metaDescription: string }): string | null {
  const analysis = analyzeContent(page);
  const failing = analysis.analyses.some((a) => META_DESCRIPTION_CHECKS.includes(a.assessmentId));
  const passing = analysis.passed.some((p) => p.assessmentId === "meta-description-length");
  if (failing || !passing) return null;
  const length = `it has ${characterCount(page.metaDescription)} characters, within ${META_DESCRIPTION_TARGET_MIN}–${META_DESCRIPTION_MAX}`;
  const keyphrase = page.focusKeyphrase?.trim();
  const holds = keyphrase ? `, and contains the focus keyphrase “${keyphrase}”` : "";
  return `The current meta description is already fine: ${length}${holds}. Nothing was changed.`;
}
