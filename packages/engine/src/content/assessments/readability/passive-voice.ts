import { defineAssessment, percent, plural } from "../../assessment";

/** Few sentences use the passive voice (content-anchors.md §1.4 #5). */
export const passiveVoice = defineAssessment({
  id: "passive-voice",
  category: "readability",
  major: true,
  title: "Passive voice",
  description:
    "Active sentences say who does what and are easier to follow. English only: a form of 'be' or 'get' plus a past participle.",
  defaults: { thresholds: { goodShare: 0.1, okShare: 0.15 }, scores: { good: 9, ok: 6, poor: 3 } },
  rules: ({ thresholds: t, scores: s }) => [
    `${s.good}: at most ${percent(t.goodShare!)} of sentences are passive`,
    `${s.ok}: at most ${percent(t.okShare!)}`,
    `${s.poor}: more`,
  ],
  isApplicable: (researcher) => researcher.get("sentences").length > 0,
  getResult(researcher, { thresholds: t, scores: s }) {
    const all = researcher.get("sentences");
    const passive = researcher.get("passiveVoice");
    const share = passive.length / all.length;
    const text = `${plural(passive.length, "sentence")} of ${all.length} (${percent(share)}) ${passive.length === 1 ? "uses" : "use"} the passive voice.`;
    if (share <= t.goodShare!) return { score: s.good!, code: "good", text, suggestion: "" };
    return {
      ...(share <= t.okShare! ? { score: s.ok!, code: "ok" } : { score: s.poor!, code: "poor" }),
      text,
      suggestion:
        "Rewrite the highlighted sentences so the subject acts: 'We updated the guide', not 'The guide was updated'.",
      marks: passive.map((i) => ({ field: "body" as const, start: all[i]!.start, end: all[i]!.end })),
    };
  },
});
