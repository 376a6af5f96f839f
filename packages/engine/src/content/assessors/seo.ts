import { ASSESSMENTS as A } from "../assessments/index";
import type { Assessor } from "./assessor";

/** SEO article (blog post, landing page): the full Yoast-style set, text length ≥ 300 words. */
export const seoAssessor: Assessor = {
  type: "seo",
  label: "SEO Content",
  entries: [
    // The keyphrase carries the on-page signals; missing it costs double.
    { assessment: A.keyphraseLength, weight: 2 },
    { assessment: A.keyphraseInTitle },
    { assessment: A.keyphraseInIntroduction },
    { assessment: A.keyphraseInMetaDescription },
    { assessment: A.keyphraseInSubheadings },
    { assessment: A.keyphraseDensity },
    { assessment: A.textLength },
    { assessment: A.titleLength },
    { assessment: A.metaDescriptionLength },
    { assessment: A.links },
    { assessment: A.images },
    { assessment: A.imageKeyphrase },
    { assessment: A.targetKeywords },
    { assessment: A.textPresence },
    { assessment: A.fleschReadingEaseAssessment },
    { assessment: A.sentenceLength },
    { assessment: A.paragraphLength },
    { assessment: A.subheadingDistribution },
    { assessment: A.passiveVoice },
    { assessment: A.transitionWords },
    { assessment: A.sentenceBeginnings },
    { assessment: A.hookAssessment },
    { assessment: A.readerAddress },
    { assessment: A.questionsAssessment },
    { assessment: A.callToAction },
    { assessment: A.sentenceVariety },
    { assessment: A.listsAssessment },
    { assessment: A.concretenessAssessment },
  ],
};
