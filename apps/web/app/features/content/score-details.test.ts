import { analyzeContent } from "@ranklens/engine/content";
import { describe, expect, it } from "vitest";
import { engagementDetailRows, readabilityDetailRows, seoDetailRows } from "./score-details";

const rowValue = (rows: { label: string; value: string }[], label: string) =>
  rows.find((row) => row.label === label)?.value;

describe("score detail rows", () => {
  const analysis = analyzeContent({
    title: "Garden tools for beginners",
    body: "Garden tools make work easy. Do you own garden tools? Buy a rake today.\n\n- rake\n- hoe",
    focusKeyphrase: "garden tools",
    type: "seo",
  });

  it("shows the analyser's own numbers for SEO, with the density formula", () => {
    const { seo } = analysis.details;
    const rows = seoDetailRows(seo);
    expect(rowValue(rows, "Words")).toBe(String(seo.words));
    expect(rowValue(rows, "Keyphrase")).toBe("“garden tools”");
    expect(rowValue(rows, "Keyphrase density")).toBe(`${seo.keyphraseDensity?.toFixed(2)}%`);
    expect(rows.find((row) => row.label === "Keyphrase density")?.hint).toBe("Uses ÷ words × 100");
    expect(rowValue(rows, "Keyphrase uses")).toMatch(
      new RegExp(`^${seo.keyphraseCount} \\(aim for \\d+–\\d+\\)$`),
    );
    expect(rowValue(rows, "Title length")).toBe("26 characters");
  });

  it("leaves out keyphrase uses and density when no keyphrase is set", () => {
    const rows = seoDetailRows(analyzeContent({ body: "Plain words here." }).details.seo);
    expect(rowValue(rows, "Keyphrase")).toBe("—");
    expect(rowValue(rows, "Keyphrase density")).toBeUndefined();
  });

  it("shows words, sentences, syllables and the Flesch score behind readability", () => {
    const { readability } = analysis.details;
    const rows = readabilityDetailRows(readability);
    expect(rowValue(rows, "Sentences")).toBe(String(readability.sentences));
    expect(rowValue(rows, "Syllables")).toBe(String(readability.syllables));
    expect(rowValue(rows, "Flesch Reading Ease")).toBe(readability.fleschReadingEase?.toFixed(1));
    expect(
      rowValue(readabilityDetailRows({ ...readability, fleschReadingEase: null }), "Flesch Reading Ease"),
    ).toBe("—");
  });

  it("lists the engagement signals it counted", () => {
    const { engagement } = analysis.details;
    const rows = engagementDetailRows(engagement);
    expect(rowValue(rows, "Questions")).toBe(String(engagement.questions));
    expect(engagement.questions).toBeGreaterThan(0);
    expect(rowValue(rows, "Lists")).toBe(String(engagement.lists));
    expect(rowValue(engagementDetailRows({ ...engagement, hookFeatures: [] }), "Opening hook")).toBe(
      "none found",
    );
  });
});
