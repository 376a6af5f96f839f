import { describe, expect, it } from "vitest";
import { researcherFor } from "../test-support";

const occurrences = (body: string, focusKeyphrase: string) =>
  researcherFor({ body, focusKeyphrase }).get("keyphraseOccurrences");

describe("keyphrase occurrences", () => {
  it("counts a keyphrase only where all its words are, and a name only in its own forms", () => {
    const body = "Fetching the data with the Fetch API is simple. Fetching is slow.";
    const r = occurrences(body, "Fetch API");
    expect(r.count).toBe(1);
    expect(r.sentences).toEqual([0]);
    // "Fetching" is not a form of the name: only "Fetch" and "API" are highlighted.
    expect(r.marks.map((m) => body.slice(m.start, m.end))).toEqual(["Fetch", "API"]);
  });

  it("does not find the Fetch API in fetching from an API, however the keyphrase is typed", () => {
    for (const keyphrase of ["Fetch API", "fetch API"])
      expect(occurrences("Fetching data from an API is simple.", keyphrase).count).toBe(0);
    // A name still matches its plural and possessive.
    expect(
      occurrences("Both Fetch APIs are simple. The Fetch API’s promise resolves.", "Fetch API").count,
    ).toBe(2);
  });

  it("matches word forms of an ordinary keyphrase", () => {
    expect(occurrences("Baking breads at home is easy.", "bake bread").count).toBe(1);
    expect(occurrences("Fetching data is simple.", "fetch data").count).toBe(1);
  });
});
