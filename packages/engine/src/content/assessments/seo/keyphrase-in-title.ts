import { stopWordsFor } from "../../../text/stop-words";
import { defineAssessment } from "../../assessment";
import { matchPhrase, phraseCoverage } from "../../match-phrase";
import { stem } from "../../stem";
import { tokensOf } from "../../tokens";

/** The keyphrase appears in the title, ideally at its start (content-anchors.md §1.3 #12). */
export const keyphraseInTitle = defineAssessment({
  id: "keyphrase-in-title",
  category: "seo",
  major: true,
  title: "Keyphrase in title",
  description:
    "Search engines and readers weigh the title most. The keyphrase at the start of the title is the strongest signal; words scattered through it are weaker.",
  defaults: { thresholds: {}, scores: { atStart: 9, present: 6, missing: 2 } },
  rules: ({ scores: s }) => [
    `${s.atStart}: the title starts with the keyphrase (leading function words ignored)`,
    `${s.present}: the keyphrase is elsewhere in the title, or all its content words are`,
    `${s.missing}: some content words are missing, or there is no title`,
  ],
  isApplicable: (researcher) => researcher.get("keyphrase") !== null,
  getResult(researcher, { scores: s }) {
    const phrase = researcher.get("keyphrase")!;
    const title = researcher.paper.title;
    const tokens = tokensOf(title);
    const marks = matchPhrase(tokens, phrase).tokens.map((i) => ({
      field: "title" as const,
      start: tokens[i]!.start,
      end: tokens[i]!.end,
    }));
    const stop = stopWordsFor("en");
    let first = 0;
    while (
      first < tokens.length &&
      stop.has(tokens[first]!.norm) &&
      !phrase.words.includes(tokens[first]!.norm)
    )
      first++;
    // At the start: the keyphrase's words, in order, as the first words (any form unless quoted).
    const atStart =
      tokens.length - first >= phrase.words.length &&
      phrase.words.every((w, j) =>
        phrase.exact ? tokens[first + j]!.norm === w : tokens[first + j]!.stem === stem(w),
      );
    if (atStart)
      return {
        score: s.atStart!,
        code: "at-start",
        text: "The title starts with the keyphrase.",
        suggestion: "",
        marks,
      };
    if (!phrase.exact && phraseCoverage(tokens, phrase) === 1) {
      return {
        score: s.present!,
        code: "present",
        text: "The title contains the keyphrase, but not at its start.",
        suggestion: `Move "${phrase.raw}" to the beginning of the title.`,
        marks,
      };
    }
    return {
      score: s.missing!,
      code: "missing",
      text: title === "" ? "There is no title." : "The title does not contain the keyphrase.",
      suggestion: `Write a title that starts with "${phrase.raw}".`,
      marks,
    };
  },
});
