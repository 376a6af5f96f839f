import { ASSESSMENTS as A } from "../assessments/index";
import { type Assessor, use } from "./assessor";

/** SEO article (blog post, landing page): the full Yoast-style set, text length ≥ 300 words. */
export const seoAssessor: Assessor = {
  type: "seo",
  label: "SEO Content",
  entries: [
    use(A.keyphraseLength),
    use(A.keyphraseInTitle),
    use(A.keyphraseInIntroduction),
    use(A.keyphraseInMetaDescription),
    use(A.keyphraseInSubheadings),
    use(A.keyphraseDensity),
    use(A.textLength),
    use(A.titleLength),
    use(A.metaDescriptionLength),
    use(A.internalLinks),
    use(A.externalLinks),
    use(A.images),
    use(A.imageKeyphrase),
    use(A.targetKeywords),
    use(A.textPresence),
    use(A.fleschReadingEaseAssessment),
    use(A.sentenceLength),
    use(A.paragraphLength),
    use(A.subheadingDistribution),
    use(A.passiveVoice),
    use(A.transitionWords),
    use(A.sentenceBeginnings),
    use(A.hookAssessment),
    use(A.readerAddress),
    use(A.questionsAssessment),
    use(A.callToAction),
    use(A.sentenceVariety),
    use(A.listsAssessment),
    use(A.concretenessAssessment),
  ],
};
