import { describe, expect, it } from "vitest";
import { intentExplanation } from "./intent-explanation";

describe("intentExplanation", () => {
  it("gives the confidence and the cues that decided the intent", () => {
    expect(
      intentExplanation({
        intent: "informational",
        intentConfidence: 0.5,
        intentSignals: ["page type: article (og:type article)"],
      }),
    ).toBe("50% confidence · page type: article (og:type article)");
  });

  it("says why an intent is unclear rather than showing a confidence", () => {
    expect(intentExplanation({ intent: "unclear", intentConfidence: 0, intentSignals: [] })).toBe(
      "No cue in the words or in what the page is",
    );
    expect(
      intentExplanation({
        intent: "unclear",
        intentConfidence: 0,
        intentSignals: ["purchase word “price”", "learning word “guide”"],
      }),
    ).toBe("Cues point different ways: purchase word “price”; learning word “guide”");
  });
});
