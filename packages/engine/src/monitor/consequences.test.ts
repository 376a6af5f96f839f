import { describe, expect, it } from "vitest";
import { analysed, changesAlong, typesAlong } from "./observation-test-kit";

const healthy = analysed({ seoScore: 92, failingChecks: ["image-alt"] });

describe("changes a reported change explains", () => {
  it("noindex: one critical change, not also the failing is-crawlable check and the score it costs", () => {
    const noindex = analysed({
      robots: "noindex",
      noindex: true,
      seoScore: 70,
      failingChecks: ["image-alt", "is-crawlable"],
    });
    expect(typesAlong([healthy, noindex])).toEqual([[], ["noindex_added"]]);
  });

  it("keeps what the cause does not explain: another failing check, and the score drop with it", () => {
    const noindexAndMore = analysed({
      robots: "noindex",
      noindex: true,
      seoScore: 60,
      failingChecks: ["image-alt", "is-crawlable", "viewport"],
    });
    const [, changes] = changesAlong([healthy, noindexAndMore]);
    expect(changes!.map((c) => [c.type, c.after])).toEqual([
      ["noindex_added", "noindex"],
      ["score_dropped", "60"],
      ["check_failing", "viewport"],
    ]);
  });

  it("a removed title is one change, not also document-title and title-length failing", () => {
    const untitled = analysed({
      title: null,
      seoScore: 80,
      failingChecks: ["document-title", "image-alt", "title-length"],
    });
    expect(typesAlong([healthy, untitled])).toEqual([[], ["title_removed"]]);
  });

  it("without a cause, the same failing checks and drop are reported", () => {
    const worse = analysed({ seoScore: 70, failingChecks: ["image-alt", "is-crawlable"] });
    expect(typesAlong([healthy, worse])).toEqual([[], ["score_dropped", "check_failing"]]);
  });
});
