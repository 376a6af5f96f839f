import { describe, expect, it } from "vitest";
import { researcherFor } from "../test-support";

const passive = (body: string) => researcherFor({ body }).get("passiveVoice");

describe("passive voice with words between the auxiliary and the participle", () => {
  it.each([
    "The old versions are no longer listed.", // "are … listed"
    "The files were then quietly deleted.",
    "It has not been tested.",
    "The report is not yet fully tested.", // three words in between: the bound
  ])("passive: %s", (sentence) => {
    expect(passive(sentence)).toEqual([0]);
  });

  it.each([
    "She was no longer tired.", // a state, not an action done to her
    "We are very interested in the results.",
    // Google SRE book (page-google-sre-book-1.txt): "concerned with" is "about", not a passive.
    'Finally, saturation is also concerned with predictions of impending saturation, such as "It looks like your database will fill its hard drive in 4 hours."',
  ])("not passive: %s", (sentence) => {
    expect(passive(sentence)).toEqual([]);
  });

  it("counts a state-of-mind participle with an agent as passive", () => {
    expect(passive("I was surprised by the result.")).toEqual([0]);
  });
});
