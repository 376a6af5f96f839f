import { describe, expect, it } from "vitest";
import { CHANGE_SEVERITY } from "./change-types";
import { detectChanges } from "./detect-changes";
import type { PageObservation } from "./observation";
import { analysed, answered, changesAlong, noResponse } from "./observation-test-kit";

const SELF = "https://example.com/page";
const ARTICLE = Array.from({ length: 200 }, (_, i) => `word${i}`).join(" ");
/** ARTICLE with its first 100 words rewritten (half the text). */
const REWRITTEN = ARTICLE.split(" ")
  .map((word, i) => (i < 100 ? `fresh${i}` : word))
  .join(" ");

/** What the page shows on a day of the plan; what a day does not set stays as it was. */
interface PageState {
  answer: "ok" | number | "timeout";
  title: string | null;
  description: string;
  h1: string;
  canonical: string | null;
  noindex: boolean;
  robotsAllowed: boolean;
  score: number;
  failing: string[];
  text: string;
}

/**
 * 60 daily observations of one page with planned events, and the changes each day must bring.
 * Flapping days (one 5xx, one timeout) bring nothing; every condition is reported once.
 */
const PLAN: Record<number, [Partial<PageState>, string[]]> = {
  3: [{ title: "Blue widgets, 2027 edition" }, ["title_changed"]],
  5: [{ answer: 503 }, []],
  6: [{ answer: "ok" }, []],
  10: [{ answer: 503 }, []],
  11: [{}, ["http_error"]],
  12: [{}, []],
  13: [{ answer: "ok" }, ["page_recovered"]],
  15: [{ answer: "timeout" }, []],
  16: [{ answer: "ok" }, []],
  20: [{ answer: "timeout" }, []],
  21: [{}, ["unreachable"]],
  22: [{ answer: 500 }, []],
  23: [{ answer: "ok", noindex: true }, ["noindex_added", "page_recovered"]],
  30: [{ noindex: false }, []],
  32: [{ answer: 404 }, ["http_error"]],
  33: [{ answer: "ok" }, ["page_recovered"]],
  35: [{ description: "Widgets for every workshop.", h1: "Widgets" }, ["description_changed", "h1_changed"]],
  38: [{ canonical: "https://example.com/other" }, ["canonical_changed"]],
  40: [{ canonical: SELF }, []],
  42: [{ text: REWRITTEN }, ["text_changed"]],
  44: [{ score: 65, failing: ["image-alt", "meta-description"] }, ["score_dropped", "check_failing"]],
  46: [{ robotsAllowed: false }, ["robots_blocked"]],
  48: [{ robotsAllowed: true }, []],
  50: [{ robotsAllowed: false }, ["robots_blocked"]],
  51: [{ robotsAllowed: true }, []],
  52: [{ title: null }, ["title_removed"]],
  53: [{ answer: 503 }, []],
  54: [{ answer: "ok" }, []],
  55: [{ title: "Blue widgets" }, ["title_changed"]],
  57: [{ answer: 500 }, []],
  58: [{}, ["http_error"]],
  59: [{ answer: 502 }, []],
};

function observe(day: number, state: PageState): PageObservation {
  const observedAt = new Date(Date.UTC(2026, 9, 1 + day, 6)).toISOString();
  if (state.answer === "timeout") return { ...noResponse(), observedAt };
  if (state.answer !== "ok") return { ...answered(state.answer), observedAt };
  return analysed({
    observedAt,
    title: state.title,
    metaDescription: state.description,
    h1: state.h1,
    canonical: state.canonical,
    robots: state.noindex ? "noindex" : null,
    noindex: state.noindex,
    robotsAllowed: state.robotsAllowed,
    seoScore: state.score,
    failingChecks: state.failing,
    mainText: state.text,
    wordCount: state.text.split(" ").length,
  });
}

describe("detectChanges over 60 days", () => {
  it("reports exactly the planned changes, each once, flapping suppressed", () => {
    let state: PageState = {
      answer: "ok",
      title: "Blue widgets",
      description: "All about blue widgets.",
      h1: "Blue widgets",
      canonical: SELF,
      noindex: false,
      robotsAllowed: true,
      score: 80,
      failing: ["image-alt"],
      text: ARTICLE,
    };
    const days: PageObservation[] = [];
    const expected: string[][] = [];
    for (let day = 0; day < 60; day++) {
      const [update, changes] = PLAN[day] ?? [{}, []];
      state = { ...state, ...update };
      days.push(observe(day, state));
      expected.push([...changes].sort());
    }
    const detected = changesAlong(days);
    expect(detected.map((changes) => changes.map((c) => c.type).sort())).toEqual(expected);
    for (const change of detected.flat()) expect(change.severity).toBe(CHANGE_SEVERITY[change.type]);
    expect(detected.flat()).toHaveLength(Object.values(PLAN).flatMap(([, changes]) => changes).length);
  });
});

describe("detectChanges", () => {
  it("finds nothing at a page's first observation, whatever it shows", () => {
    for (const first of [
      analysed({ noindex: true, title: null, robotsAllowed: false }),
      answered(404),
      noResponse(),
    ]) {
      expect(detectChanges([], first)).toEqual([]);
    }
  });

  it("lists critical changes first, each with the index of the observation compared with", () => {
    const history = [analysed(), answered(503)];
    const current = answered(500, { robotsAllowed: false });
    const withBaseline = [analysed(), answered(404), analysed({ title: null, h1: "Other" })];
    expect(detectChanges(history, current).map((c) => [c.type, c.previousIndex])).toEqual([
      ["http_error", 0],
      ["robots_blocked", 0],
    ]);
    expect(
      detectChanges(withBaseline.slice(0, 2), withBaseline[2]!).map((c) => [c.type, c.previousIndex]),
    ).toEqual([
      ["title_removed", 0],
      ["h1_changed", 0],
      ["page_recovered", 1],
    ]);
  });

  it("does not change the history it is given", () => {
    const history = [analysed(), answered(503)];
    const copy = structuredClone(history);
    detectChanges(history, answered(503));
    expect(history).toEqual(copy);
  });
});
