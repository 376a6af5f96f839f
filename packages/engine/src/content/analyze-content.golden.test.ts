/**
 * Golden test: real and hand-written texts with their expected scores and per-assessment scores.
 * A scoring change must update the golden file deliberately:
 *
 *   UPDATE_GOLDEN=1 npx vitest run packages/engine/src/content/analyze-content.golden.test.ts
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readGolden } from "../../../../test/golden";
import { analyzeContent } from "./analyze-content";
import type { ContentType } from "./paper";

interface Fixture {
  file: string;
  title: string;
  metaDescription: string;
  focusKeyphrase: string;
  targetKeywords: string[];
  type: ContentType;
}

const dir = new URL("./test-fixtures/", import.meta.url);
const fixtures = JSON.parse(readFileSync(new URL("fixtures.json", dir), "utf8")) as Fixture[];
const goldenUrl = new URL("golden.json", dir);

function summarise(f: Fixture) {
  const r = analyzeContent({ ...f, body: readFileSync(new URL(f.file, dir), "utf8") });
  const scores: Record<string, number> = {};
  for (const x of [...r.analyses, ...r.passed]) scores[x.assessmentId] = x.score;
  return {
    seoScore: r.seoScore,
    readabilityScore: r.readabilityScore,
    engagementScore: r.engagementScore,
    scoring: r.scoring,
    readability: r.details.readability,
    keyphraseCount: r.details.seo.keyphraseCount,
    assessments: Object.fromEntries(Object.entries(scores).sort(([a], [b]) => a.localeCompare(b))),
  };
}

const actual = Object.fromEntries(fixtures.map((f) => [f.file, summarise(f)]));

describe("golden texts", () => {
  it.each(fixtures.map((f) => f.file))("%s matches the golden scores", (file) => {
    expect(actual[file]).toEqual(readGolden(goldenUrl, actual)[file]);
  });

  it("ranks the good article above the poor one in every category", () => {
    const good = actual["own-good-seo-article.txt"]!;
    const poor = actual["own-poor-seo-article.txt"]!;
    expect(good.seoScore!).toBeGreaterThan(poor.seoScore!);
    expect(good.readabilityScore!).toBeGreaterThan(poor.readabilityScore!);
    expect(good.engagementScore!).toBeGreaterThan(poor.engagementScore!);
  });
});
