import { ASSESSMENTS as A } from "../assessments/index";
import type { Assessor } from "./assessor";

/**
 * Video script: read aloud, so no links, images or meta-description-in-text checks; the title and
 * description still matter for the video page. Length ≥ 300 words (about two minutes spoken). The
 * hook must land in the first 15 words and weighs double; scripts tolerate more short sentences.
 */
export const videoAssessor: Assessor = {
  type: "video",
  label: "Video Script",
  entries: [
    { assessment: A.keyphraseLength, weight: 2 },
    { assessment: A.keyphraseInTitle },
    { assessment: A.keyphraseInIntroduction },
    { assessment: A.keyphraseInMetaDescription },
    { assessment: A.keyphraseDensity },
    { assessment: A.textLength, config: { thresholds: { good: 300, ok: 200, poor: 120, veryPoor: 60 } } },
    { assessment: A.titleLength },
    { assessment: A.metaDescriptionLength },
    { assessment: A.targetKeywords },
    { assessment: A.textPresence },
    { assessment: A.fleschReadingEaseAssessment },
    { assessment: A.sentenceLength },
    { assessment: A.paragraphLength },
    { assessment: A.passiveVoice },
    { assessment: A.transitionWords },
    { assessment: A.sentenceBeginnings },
    { assessment: A.hookAssessment, weight: 2 },
    { assessment: A.readerAddress },
    { assessment: A.questionsAssessment },
    { assessment: A.callToAction },
    { assessment: A.sentenceVariety, config: { thresholds: { okMaxCv: 1.2, maxCv: 1 } } },
  ],
};
