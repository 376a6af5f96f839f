import { describe, expect, it } from "vitest";
import { analyzeContent, priorityFor } from "./analyze-content";
import { filler } from "./test-support";

describe("analyzeContent", () => {
  it("returns the spec's ContentAnalysis shape plus passed checks and details", () => {
    const r = analyzeContent({
      title: "Bread",
      body: `Bread is good. ${filler(60)}`,
      focusKeyphrase: "bread",
    });
    for (const s of [r.seoScore, r.readabilityScore, r.engagementScore]) {
      expect(Number.isInteger(s)).toBe(true);
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(100);
    }
    for (const a of r.analyses) {
      expect(["seo", "readability", "engagement"]).toContain(a.type);
      expect(["low", "medium", "high"]).toContain(a.priority);
      expect(a.issue).not.toBe("");
      expect(a.suggestion).not.toBe("");
      expect(a.score).toBeLessThan(8);
    }
    for (const p of r.passed) expect(p.score).toBeGreaterThanOrEqual(8);
    expect(r.details.readability).toMatchObject({ words: 63, sentences: 7 });
    expect(r.details.engagement.heuristic).toBe(true);
  });

  it("computes every score for an empty body: SEO from title and meta, readability 0, engagement 0", () => {
    const r = analyzeContent({
      title: "A title that is long enough for search",
      body: "",
      metaDescription: "",
    });
    expect(r.readabilityScore).toBe(0);
    expect(r.engagementScore).toBe(0);
    expect(r.seoScore).toBeGreaterThan(0); // the title length passes
    expect(r.passed.map((p) => p.assessmentId)).toContain("title-length");
    expect(r.analyses.map((a) => a.assessmentId)).toEqual(
      expect.arrayContaining(["text-length", "text-presence", "keyphrase-length"]),
    );
    expect(r.details.readability.fleschReadingEase).toBeNull();
  });

  it("sorts suggestions high → low priority and marks engagement items as heuristic", () => {
    const r = analyzeContent({ body: filler(400), focusKeyphrase: "bread" });
    const order = r.analyses.map((a) => ({ high: 0, medium: 1, low: 2 })[a.priority]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const engagement = r.analyses.filter((a) => a.type === "engagement");
    expect(engagement.length).toBeGreaterThan(0);
    for (const a of engagement) {
      expect(a.heuristic).toBe(true);
      expect(a.priority).not.toBe("high");
    }
    expect(r.analyses.filter((a) => a.type !== "engagement").every((a) => a.heuristic === undefined)).toBe(
      true,
    );
  });

  it("uses the first target keyword when no focus keyphrase is set", () => {
    const r = analyzeContent({
      body: "Sourdough bread is tasty.",
      targetKeywords: ["sourdough bread", "crust"],
    });
    expect(r.details.seo).toMatchObject({
      keyphrase: "sourdough bread",
      keyphraseSource: "targetKeywords",
      keyphraseCount: 1,
    });
  });

  it("runs the content type's assessor", () => {
    const body = "Love fresh bread? #baking";
    const ids = (type: "seo" | "social") => {
      const r = analyzeContent({ body, type, focusKeyphrase: "bread" });
      return [...r.analyses, ...r.passed].map((x) => x.assessmentId);
    };
    expect(ids("social")).toContain("hashtags");
    expect(ids("social")).not.toContain("meta-description-length");
    expect(ids("seo")).toContain("meta-description-length");
    expect(ids("seo")).not.toContain("hashtags");
  });

  it("gives marks as offsets into the field they belong to", () => {
    const body = "Intro line here.\n\nWe like bread. Bread is fine.";
    const r = analyzeContent({ body, focusKeyphrase: "bread", title: "All about bread" });
    const density = [...r.analyses, ...r.passed].find((x) => x.assessmentId === "keyphrase-density")!;
    expect(density.marks.map((m) => body.slice(m.start, m.end))).toEqual(["bread", "Bread"]);
    const title = [...r.analyses, ...r.passed].find((x) => x.assessmentId === "keyphrase-in-title")!;
    expect(title.marks).toEqual([{ field: "title", start: 10, end: 15 }]);
  });
});

describe("priorityFor", () => {
  it("maps scores to priorities, capping engagement at medium", () => {
    expect(priorityFor(9, "seo")).toBeNull();
    expect(priorityFor(8, "seo")).toBeNull();
    expect(priorityFor(7, "seo")).toBe("low");
    expect(priorityFor(5, "readability")).toBe("medium");
    expect(priorityFor(4, "seo")).toBe("high");
    expect(priorityFor(0, "engagement")).toBe("medium");
  });
});
