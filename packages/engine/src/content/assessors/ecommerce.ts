import { ASSESSMENTS as A } from "../assessments/index";
import type { Assessor } from "./assessor";

/**
 * Product description: shorter text (≥ 200 words, Yoast's product pages), shorter paragraphs
 * (70/100 words), lists always expected (features, specs), purchase calls to action, and
 * concrete details weigh more.
 */
export const ecommerceAssessor: Assessor = {
  type: "ecommerce",
  label: "Product Description",
  entries: [
    { assessment: A.keyphraseLength, weight: 2 },
    { assessment: A.keyphraseInTitle },
    { assessment: A.keyphraseInIntroduction },
    { assessment: A.keyphraseInMetaDescription },
    { assessment: A.keyphraseDensity },
    { assessment: A.textLength, config: { thresholds: { good: 200, ok: 150, poor: 100, veryPoor: 50 } } },
    { assessment: A.titleLength },
    { assessment: A.metaDescriptionLength },
    { assessment: A.images, config: { thresholds: { minWords: 0 } } },
    { assessment: A.imageKeyphrase },
    { assessment: A.targetKeywords },
    { assessment: A.textPresence },
    { assessment: A.fleschReadingEaseAssessment },
    { assessment: A.sentenceLength },
    { assessment: A.paragraphLength, config: { thresholds: { good: 70, ok: 100 } } },
    { assessment: A.subheadingDistribution },
    { assessment: A.passiveVoice },
    { assessment: A.transitionWords },
    { assessment: A.sentenceBeginnings },
    { assessment: A.hookAssessment },
    { assessment: A.readerAddress },
    { assessment: A.callToAction, weight: 2 },
    { assessment: A.listsAssessment, config: { thresholds: { minWords: 0 } } },
    { assessment: A.concretenessAssessment, weight: 2 },
  ],
};
