import { describe, expect, it } from "vitest";
import { showStartSteps, startSteps } from "./getting-started";

describe("startSteps", () => {
  it("gives a new workspace the path in order: a page, the whole site, then watching it", () => {
    const steps = startSteps({ analyses: 0, crawledSites: 0, projects: 0 });
    expect(steps.map((s) => [s.title, s.to, s.done])).toEqual([
      ["Analyse a page", "/analyzer", false],
      ["Audit the whole site", "/site-audit", false],
      ["Watch it", "/projects", false],
    ]);
    expect(showStartSteps(steps)).toBe(true);
  });

  it("ticks what the workspace has done, with how much, and goes away once all three are", () => {
    const some = startSteps({ analyses: 3, crawledSites: 1, projects: 0 });
    expect(some.map((s) => [s.done, s.progress])).toEqual([
      [true, "3 analyses so far"],
      [true, "1 site crawled"],
      [false, null],
    ]);
    expect(showStartSteps(some)).toBe(true);
    expect(showStartSteps(startSteps({ analyses: 1, crawledSites: 2, projects: 1 }))).toBe(false);
  });

  it("waits until every count is known, so a returning member never sees it flash, and claims no step", () => {
    const steps = startSteps({ analyses: null, crawledSites: 1, projects: 1 });
    expect(steps[0]?.done).toBeNull();
    expect(showStartSteps(steps)).toBe(false);
    expect(showStartSteps(startSteps({ analyses: null, crawledSites: 0, projects: 0 }))).toBe(false);
  });

  it("promises nothing the product does not do: no search volumes, rankings or reports", () => {
    const text = startSteps({ analyses: 0, crawledSites: 0, projects: 0 })
      .map((s) => `${s.title} ${s.text}`)
      .join(" ");
    expect(text).not.toMatch(/search volume|ranking|rank tracking|report|difficulty/i);
  });
});
