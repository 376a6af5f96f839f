import { describe, expect, it } from "vitest";
import { changeText, featureText, localeText, standingText, usd } from "./rank-format";

describe("rank formatting", () => {
  it("tells a position, not in the top 100 and a failed check apart", () => {
    expect(standingText({ state: "ranked", position: 4 })).toBe("#4");
    expect(standingText({ state: "not_ranked", position: null })).toBe("Not in top 100");
    expect(standingText({ state: "failed", position: null })).toBe("Check failed");
  });

  it("says a week's change with its direction, and N/A without a reading a week older", () => {
    expect(changeText(3)).toEqual({ text: "▲ 3", label: "Up 3 places over 7 days", tone: "up" });
    expect(changeText(-1)).toEqual({ text: "▼ 1", label: "Down 1 place over 7 days", tone: "down" });
    expect(changeText(0).text).toBe("–");
    expect(changeText(null).text).toBe("N/A");
  });

  it("shows costs below a cent instead of rounding them to nothing", () => {
    expect(usd(55.8)).toBe("$55.80");
    expect(usd(0.00465)).toBe("$0.00465");
    expect(usd(0)).toBe("$0");
  });

  it("names the market and the SERP features", () => {
    expect(localeText({ locationCode: 2276, languageCode: "de", device: "mobile" })).toBe(
      "Germany · de · mobile",
    );
    expect(featureText("people_also_ask")).toBe("People also ask");
  });
});
