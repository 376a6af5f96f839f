import { bodyTokens } from "./body-tokens";
import { concreteness } from "./concreteness";
import { flesch } from "./flesch";
import { hashtags } from "./hashtags";
import { hook } from "./hook";
import { keyphrase, keyphraseOccurrences } from "./keyphrase";
import { paragraphs } from "./paragraphs";
import { passiveVoice } from "./passive-voice";
import { callsToAction, questions, secondPerson } from "./reader-signals";
import { sections } from "./sections";
import { sentenceBeginnings } from "./sentence-beginnings";
import { sentences } from "./sentences";
import { structure } from "./structure";
import { transitionWords } from "./transition-words";

/** Every research by name: pure measurements of a paper, memoised by the `Researcher`. */
export const RESEARCHES = {
  structure,
  bodyTokens,
  sentences,
  flesch,
  paragraphs,
  sections,
  keyphrase,
  keyphraseOccurrences,
  passiveVoice,
  transitionWords,
  sentenceBeginnings,
  questions,
  secondPerson,
  callsToAction,
  hook,
  concreteness,
  hashtags,
};

/** The research registry's type: name → function. */
export type Researches = typeof RESEARCHES;
