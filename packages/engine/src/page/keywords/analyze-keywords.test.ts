import { describe, expect, it } from "vitest";
import { analyzeHtmlSync } from "../analyze";
import { classifyIntent } from "./intent";

const page = { brandWords: new Set(["acme"]), sellsProducts: false, isArticle: false };

describe("keywords", () => {
  it("measures frequency, density and prominence from the main text", () => {
    const body = `<p>${"Garden hoses last long. ".repeat(10)}${"Water pressure matters. ".repeat(5)}</p>`;
    const report = analyzeHtmlSync(`<title>Garden hoses guide</title><h1>Garden hoses</h1>${body}`, {
      url: "https://acme.example/garden-hoses",
    });
    const top = report.keywords[0]!;
    expect(top.keyword).toBe("garden hoses");
    // The H1 is part of the main text: 10 + 1 occurrences in 2 + 40 + 15 words.
    expect(top.frequency).toBe(11);
    expect(top.density).toBe(Math.round((11 / 57) * 10000) / 100);
    expect(top.prominence).toMatchObject({ title: true, h1: true, url: true, metaDescription: false });
    expect([top.competition, top.difficulty, top.searchVolume]).toEqual([null, null, null]);
    expect(report.headings[0]!.keywords).toContain("garden hoses");
  });

  it("classifies intent with signals and a confidence", () => {
    expect(classifyIntent("buy garden hose", page)).toMatchObject({ intent: "transactional" });
    expect(classifyIntent("how to fix a hose", page).intent).toBe("informational");
    expect(classifyIntent("acme login", page)).toMatchObject({ intent: "navigational" });
    const none = classifyIntent("garden hose", page);
    expect(none).toEqual({ intent: "informational", confidence: 0.3, signals: ["no cue (default)"] });
    expect(classifyIntent("buy garden hose", page).confidence).toBeGreaterThan(none.confidence);
  });

  it("fills provider data when a keyword-data provider is given", async () => {
    const { analyzeHtml } = await import("../analyze");
    const report = await analyzeHtml(`<p>${"Garden hoses last. ".repeat(3)}</p>`, {
      url: "https://a.example/",
      keywordData: {
        lookup: async (kws) => new Map(kws.map((k) => [k, { searchVolume: 1200, difficulty: 4 }])),
      },
    });
    expect(report.keywords[0]).toMatchObject({ searchVolume: 1200, difficulty: 4, competition: null });
  });
});
