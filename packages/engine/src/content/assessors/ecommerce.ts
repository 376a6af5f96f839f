import { ASSESSMENTS as A } from "../assessments/index";
import { type Assessor, use } from "./assessor";

/**
 * Product description: shorter text (≥ 200 words, Yoast's product pages), shorter paragraphs
 * (70/100 words), lists always expected (features, specs), purchase calls to action, and
 * concrete details weigh more.
 */
export const ecommerceAssessor: Assessor = {
  type: "ecommerce",
  label: "Product Description",
  entries: [
    use(A.keyphraseLength),
    use(A.keyphraseInTitle),
    use(A.keyphraseInIntroduction),
    use(A.keyphraseInMetaDescription),
    use(A.keyphraseDensity),
    use(A.textLength, { thresholds: { good: 200, ok: 150, poor: 100, veryPoor: 50 } }),
    use(A.titleLength),
    use(A.metaDescriptionLength),
    use(A.images, { thresholds: { minWords: 0 } }),
    use(A.imageKeyphrase),
    use(A.targetKeywords),
    use(A.textPresence),
    use(A.fleschReadingEaseAssessment),
    use(A.sentenceLength),
    use(A.paragraphLength, { thresholds: { good: 70, ok: 100 } }),
    use(A.subheadingDistribution),
    use(A.passiveVoice),
    use(A.transitionWords),
    use(A.sentenceBeginnings),
    use(A.hookAssessment),
    use(A.readerAddress),
    use(A.callToAction, { weight: 2 }),
    use(A.listsAssessment, { thresholds: { minWords: 0 } }),
    use(A.concretenessAssessment, { weight: 2 }),
  ],
};
