import type { AnyAssessment } from "../assessment";
import { callToAction } from "./engagement/call-to-action";
import { concretenessAssessment } from "./engagement/concreteness";
import { hashtagsAssessment } from "./engagement/hashtags";
import { hookAssessment } from "./engagement/hook";
import { listsAssessment } from "./engagement/lists";
import { questionsAssessment } from "./engagement/questions";
import { readerAddress } from "./engagement/reader-address";
import { sentenceVariety } from "./engagement/sentence-variety";
import { fleschReadingEaseAssessment } from "./readability/flesch-reading-ease";
import { paragraphLength } from "./readability/paragraph-length";
import { passiveVoice } from "./readability/passive-voice";
import { sentenceBeginnings } from "./readability/sentence-beginnings";
import { sentenceLength } from "./readability/sentence-length";
import { subheadingDistribution } from "./readability/subheading-distribution";
import { textPresence } from "./readability/text-presence";
import { transitionWords } from "./readability/transition-words";
import { externalLinks } from "./seo/external-links";
import { imageKeyphrase } from "./seo/image-keyphrase";
import { images } from "./seo/images";
import { internalLinks } from "./seo/internal-links";
import { keyphraseDensity } from "./seo/keyphrase-density";
import { keyphraseInIntroduction } from "./seo/keyphrase-in-introduction";
import { keyphraseInMetaDescription } from "./seo/keyphrase-in-meta-description";
import { keyphraseInSubheadings } from "./seo/keyphrase-in-subheadings";
import { keyphraseInTitle } from "./seo/keyphrase-in-title";
import { keyphraseLength } from "./seo/keyphrase-length";
import { metaDescriptionLength } from "./seo/meta-description-length";
import { targetKeywords } from "./seo/target-keywords";
import { textLength } from "./seo/text-length";
import { titleLength } from "./seo/title-length";

/** Every assessment, in display order, keyed by id. */
export const ASSESSMENTS = {
  keyphraseLength,
  keyphraseInTitle,
  keyphraseInIntroduction,
  keyphraseInMetaDescription,
  keyphraseInSubheadings,
  keyphraseDensity,
  textLength,
  titleLength,
  metaDescriptionLength,
  internalLinks,
  externalLinks,
  images,
  imageKeyphrase,
  targetKeywords,
  textPresence,
  fleschReadingEaseAssessment,
  sentenceLength,
  paragraphLength,
  subheadingDistribution,
  passiveVoice,
  transitionWords,
  sentenceBeginnings,
  hookAssessment,
  readerAddress,
  questionsAssessment,
  callToAction,
  sentenceVariety,
  listsAssessment,
  concretenessAssessment,
  hashtagsAssessment,
};

/** All assessments as a list. */
export const ALL_ASSESSMENTS: readonly AnyAssessment[] = Object.values(
  ASSESSMENTS,
) as unknown as AnyAssessment[];
