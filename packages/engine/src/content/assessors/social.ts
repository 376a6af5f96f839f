import { ASSESSMENTS as A } from "../assessments/index";
import type { Assessor } from "./assessor";

/**
 * Social post: short (20–300 words), no meta description, subheadings or density rule; the
 * keyphrase should still be used once; engagement (hook, question or CTA, hashtags) dominates.
 */
export const socialAssessor: Assessor = {
  type: "social",
  label: "Social Media",
  entries: [
    { assessment: A.keyphraseLength },
    { assessment: A.keyphraseInIntroduction },
    {
      assessment: A.textLength,
      config: { thresholds: { good: 20, ok: 12, poor: 6, veryPoor: 1, max: 300 } },
    },
    { assessment: A.targetKeywords },
    { assessment: A.textPresence, config: { thresholds: { minCharacters: 20 } } },
    { assessment: A.fleschReadingEaseAssessment },
    { assessment: A.sentenceLength },
    { assessment: A.paragraphLength, config: { thresholds: { good: 60, ok: 90 } } },
    { assessment: A.passiveVoice },
    { assessment: A.sentenceBeginnings },
    { assessment: A.hookAssessment, weight: 2 },
    { assessment: A.readerAddress },
    { assessment: A.questionsAssessment },
    { assessment: A.callToAction, weight: 2 },
    { assessment: A.hashtagsAssessment },
  ],
};
