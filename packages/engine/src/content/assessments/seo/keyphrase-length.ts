import { defineAssessment, plural } from "../../assessment";

/** The focus keyphrase is set and short enough to be matched (content-anchors.md §1.3 #2). */
export const keyphraseLength = defineAssessment({
  id: "keyphrase-length",
  category: "seo",
  major: true,
  title: "Focus keyphrase",
  description:
    "The keyphrase checks need a focus keyphrase (the first target keyword stands in when none is set). Long keyphrases are rarely searched as written and are hard to use naturally.",
  // `required`: 1 when the content type needs a keyphrase (articles, products, scripts); 0 when it
  // is optional (social posts), so that having none is no finding at all.
  defaults: {
    thresholds: { maxGood: 4, maxOk: 8, required: 1 },
    scores: { none: 0, good: 9, ok: 6, tooLong: 3 },
  },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: 1–${t.maxGood} content words`,
    `${s.ok}: ${t.maxGood + 1}–${t.maxOk} content words`,
    `${s.tooLong}: more than ${t.maxOk} content words`,
    t.required
      ? `${s.none}: no keyphrase and no target keyword`
      : "a keyphrase is optional: without one (and without target keywords) this check does not apply",
  ],
  isApplicable: (researcher, { thresholds: t }) => t.required === 1 || researcher.get("keyphrase") !== null,
  getResult(researcher, { thresholds: t, scores: s }) {
    const phrase = researcher.get("keyphrase");
    if (phrase === null) {
      return {
        score: s.none!,
        code: "none",
        text: "No focus keyphrase is set, so the keyphrase checks cannot run.",
        suggestion: "Enter the phrase you want this content to rank for as the focus keyphrase.",
        marks: [],
      };
    }
    const n = phrase.stems.length;
    if (n <= t.maxGood!)
      return {
        score: s.good!,
        code: "good",
        text: `The keyphrase has ${plural(n, "content word")}.`,
        suggestion: "",
      };
    return {
      ...(n <= t.maxOk! ? { score: s.ok!, code: "ok" } : { score: s.tooLong!, code: "too-long" }),
      text: `The keyphrase has ${plural(n, "content word")}; more than ${t.maxGood} is hard to use naturally.`,
      suggestion: "Shorten the keyphrase to the words people actually search for.",
    };
  },
});
