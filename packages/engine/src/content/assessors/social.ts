import { ASSESSMENTS as A } from "../assessments/index";
import { type Assessor, use } from "./assessor";

/**
 * Social post, scored against a post's own targets, not an article's: length 20–300 words, a hook
 * in the first line, 1–5 hashtags and a call to action weigh most. A keyphrase is optional: without
 * one no keyphrase check applies (and none is a problem); with one it should be in the opening.
 * No title, meta description, subheading, link, image or density rules.
 */
export const socialAssessor: Assessor = {
  type: "social",
  label: "Social Media",
  entries: [
    use(A.keyphraseLength, { thresholds: { required: 0 } }),
    use(A.keyphraseInIntroduction),
    use(A.textLength, { thresholds: { good: 20, ok: 12, poor: 6, veryPoor: 1, max: 300 } }),
    use(A.targetKeywords),
    use(A.textPresence, { thresholds: { minCharacters: 20 } }),
    use(A.fleschReadingEaseAssessment),
    use(A.sentenceLength),
    use(A.paragraphLength, { thresholds: { good: 60, ok: 90 } }),
    use(A.passiveVoice),
    use(A.sentenceBeginnings),
    use(A.hookAssessment, { weight: 2 }),
    use(A.readerAddress),
    use(A.questionsAssessment),
    use(A.callToAction, { weight: 2 }),
    use(A.hashtagsAssessment, { weight: 2 }),
  ],
};
