import { ASSESSMENTS as A } from "../assessments/index";
import { type Assessor, use } from "./assessor";

/**
 * Video script, scored against a script's own targets: it is read aloud, so no links, images,
 * subheadings or keyphrase-density rule (repeating a phrase aloud sounds forced); length is judged
 * as speaking time (about 150 words a minute: 150 words, one minute, is enough). The title and
 * description of the video page still matter (search results show about 70 characters of a video
 * title). The hook must land in the first 15 words and weighs double, as does the call to action;
 * scripts tolerate more short sentences.
 */
export const videoAssessor: Assessor = {
  type: "video",
  label: "Video Script",
  entries: [
    use(A.keyphraseLength),
    use(A.keyphraseInTitle),
    use(A.keyphraseInIntroduction),
    use(A.keyphraseInMetaDescription),
    use(A.textLength, { thresholds: { good: 150, ok: 100, poor: 60, veryPoor: 30 } }),
    use(A.titleLength, { thresholds: { max: 70 } }),
    use(A.metaDescriptionLength),
    use(A.targetKeywords),
    use(A.textPresence),
    use(A.fleschReadingEaseAssessment),
    use(A.sentenceLength),
    use(A.paragraphLength),
    use(A.passiveVoice),
    use(A.transitionWords),
    use(A.sentenceBeginnings),
    use(A.hookAssessment, { weight: 2 }),
    use(A.readerAddress),
    use(A.questionsAssessment),
    use(A.callToAction, { weight: 2 }),
    use(A.sentenceVariety, { thresholds: { okMaxCv: 1.2, maxCv: 1 } }),
  ],
};
