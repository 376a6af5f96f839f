import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  analyzeContent,
  CAP_WITH_MANY_RED,
  CAP_WITH_RED,
  categoryScore,
  priorityFor,
  SCORE_BANDS,
} from "./analyze-content";
import type { AnyAssessment } from "./assessment";
import { textLength } from "./assessments/seo/text-length";
import { seoAssessor } from "./assessors/seo";
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

  it("computes every score for an empty body: SEO from title and meta, readability 0, engagement null", () => {
    const r = analyzeContent({
      title: "A title that is long enough for search",
      body: "",
      metaDescription: "",
    });
    expect(r.readabilityScore).toBe(0);
    expect(r.engagementScore).toBeNull(); // no engagement check applies to no text
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

describe("scores that cannot hide a failure", () => {
  const green = (score: number | null) => score !== null && score >= SCORE_BANDS.green;

  it("does not score a four-word article green (issue 13: it scored SEO 70)", () => {
    for (const title of ["", "Cat food"]) {
      const r = analyzeContent({ title, body: "Cat food is good.", focusKeyphrase: "cat food" });
      expect(r.seoScore).toBeLessThanOrEqual(CAP_WITH_MANY_RED);
      expect(r.scoring.seo.redFindings).toBeGreaterThan(0);
    }
  });

  it("does not score an article without its keyphrase anywhere green", () => {
    const body = readFileSync(new URL("test-fixtures/own-good-seo-article.txt", import.meta.url), "utf8");
    const withIt = analyzeContent({
      title: "Sourdough bread at home: a simple 24-hour recipe",
      metaDescription:
        "Bake crusty sourdough bread at home with flour, water, salt and a starter. A simple 24-hour recipe with timings, shaping tips and common mistakes to avoid.",
      body,
      focusKeyphrase: "cat food",
    });
    expect(green(withIt.seoScore)).toBe(false);
    expect(withIt.scoring.seo.average!).toBeGreaterThan(withIt.seoScore!);
  });

  it("does not score readability green when every sentence is passive or over 20 words", () => {
    const passive = [
      "All legislative Powers herein granted shall be vested in a Congress of the United States.",
      "Representatives and direct Taxes shall be apportioned among the several States.",
      "The actual Enumeration shall be made within three Years after the first Meeting of the Congress.",
      "The Senate of the United States shall be composed of two Senators from each State.",
    ].join(" "); // U.S. Constitution, Art. I
    expect(green(analyzeContent({ body: passive }).readabilityScore)).toBe(false);
    const long =
      "Four score and seven years ago our fathers brought forth on this continent, a new nation, conceived in Liberty, and dedicated to the proposition that all men are created equal. Now we are engaged in a great civil war, testing whether that nation, or any nation so conceived and so dedicated, can long endure. We have come to dedicate a portion of that field, as a final resting place for those who here gave their lives that that nation might live."; // Gettysburg Address
    expect(green(analyzeContent({ body: long }).readabilityScore)).toBe(false);
  });

  it("caps at 69 with a red major finding and at 39 when red findings then weigh a third", () => {
    const checks = (red: number, total: number, major = true) =>
      Array.from({ length: total }, (_, i) => ({
        weight: 1,
        score: i < red ? 3 : 9,
        major: i === 0 && major,
      }));
    expect(categoryScore(checks(0, 9)).score).toBe(100);
    expect(categoryScore(checks(1, 9))).toMatchObject({
      score: CAP_WITH_RED,
      average: 93,
      redFindings: 1,
      majorRedFindings: 1,
    });
    expect(categoryScore(checks(3, 9))).toMatchObject({ score: CAP_WITH_MANY_RED, average: 78 });
    expect(categoryScore([{ weight: 1, score: 5, major: true }]).cap).toBeNull(); // orange is not red
    expect(categoryScore([]).score).toBeNull();
  });

  it("does not cap on red findings of minor checks, however many", () => {
    const minor = (red: number, total: number) =>
      Array.from({ length: total }, (_, i) => ({ weight: 1, score: i < red ? 3 : 9 }));
    expect(categoryScore(minor(1, 9))).toMatchObject({
      score: 93,
      redFindings: 1,
      majorRedFindings: 0,
      cap: null,
    });
    expect(categoryScore(minor(3, 9))).toMatchObject({ score: 78, cap: null });
  });

  it("caps on a red finding of a check its content type weighs above the mean", () => {
    const checks = [{ weight: 2, score: 3 }, ...Array.from({ length: 6 }, () => ({ weight: 1, score: 9 }))];
    expect(categoryScore(checks)).toMatchObject({ average: 83, score: CAP_WITH_RED, majorRedFindings: 1 });
  });

  it("scores an article whose only red finding is the keyphrase in subheadings by its average", () => {
    const body = readFileSync(new URL("test-fixtures/own-good-seo-article.txt", import.meta.url), "utf8");
    const r = analyzeContent({
      title: "Sourdough bread at home: a simple 24-hour recipe",
      metaDescription:
        "Bake crusty sourdough bread at home with flour, water, salt and a starter. A simple 24-hour recipe with timings, shaping tips and common mistakes to avoid.",
      body,
      focusKeyphrase: "sourdough bread",
    });
    const red = r.analyses.filter((a) => a.type === "seo" && a.score <= 4).map((a) => a.assessmentId);
    expect(red).toEqual(["keyphrase-in-subheadings"]);
    expect(r.scoring.seo).toMatchObject({ redFindings: 1, majorRedFindings: 0, cap: null });
    expect(green(r.seoScore)).toBe(true);
  });

  it("leaves checks that do not apply out: a social post needs no keyphrase", () => {
    const post = readFileSync(new URL("test-fixtures/own-social-post.txt", import.meta.url), "utf8");
    const r = analyzeContent({ body: post, type: "social" });
    const ids = [...r.analyses, ...r.passed].map((x) => x.assessmentId);
    expect(ids).not.toContain("keyphrase-length");
    expect(r.analyses.filter((a) => a.priority === "high")).toEqual([]);
    // An article still needs one.
    const article = analyzeContent({ body: post, type: "seo" });
    expect(article.analyses.find((a) => a.assessmentId === "keyphrase-length")?.priority).toBe("high");
  });

  it("reports a check that throws and leaves it out of the score", () => {
    const broken = {
      assessment: {
        ...textLength,
        id: "broken",
        getResult: () => {
          throw new Error("boom");
        },
      } as unknown as AnyAssessment,
    };
    const input = { title: "A title that is long enough for search", body: filler(300) };
    const before = analyzeContent(input);
    seoAssessor.entries.push(broken);
    try {
      const r = analyzeContent(input);
      expect(r.errors).toEqual([
        { type: "seo", assessmentId: "broken", title: "Text length", message: "This check failed: boom" },
      ]);
      expect(r.seoScore).toBe(before.seoScore);
    } finally {
      seoAssessor.entries.pop();
    }
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
