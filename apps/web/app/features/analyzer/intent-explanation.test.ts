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

  it("labels a provider's SERP-based intent as the provider's, with its probability and its own label", () => {
    expect(
      intentExplanation({
        intent: "transactional",
        intentConfidence: 0.71,
        intentSignals: ["DataForSEO's SERP-based intent: commercial"],
        intentSource: "DataForSEO",
        providerIntent: { label: "commercial", probability: 0.71 },
      }),
    ).toBe("71% probability · DataForSEO, from Google's results for the keyword (its “commercial”)");
    expect(
      intentExplanation({
        intent: "informational",
        intentConfidence: 0.9,
        intentSignals: [],
        intentSource: "DataForSEO",
        providerIntent: { label: "informational", probability: 0.9 },
      }),
    ).toBe("90% probability · DataForSEO, from Google's results for the keyword");
  });

  it("says why an intent is unclear, in the engine's words, rather than showing a confidence", () => {
    expect(intentExplanation({ intent: "unclear", intentConfidence: 0, intentSignals: [] })).toBe(
      "No cue in the keyword",
    );
    expect(
      intentExplanation({
        intent: "unclear",
        intentConfidence: 0,
        intentSignals: [
          "no cue in the keyword: no intent word, site or product name",
          "page type: article (og:type article) leans informational",
        ],
      }),
    ).toBe("No cue in the keyword: no intent word, site or product name");
    expect(
      intentExplanation({
        intent: "unclear",
        intentConfidence: 0,
        intentSignals: ["purchase word “price”", "learning word “guide”", "cues point different ways"],
      }),
    ).toBe("Purchase word “price”; learning word “guide”; cues point different ways");
  });
});
