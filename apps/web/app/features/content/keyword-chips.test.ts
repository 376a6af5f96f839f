import { CONTENT_LIMITS } from "@ranklens/shared";
import { describe, expect, it } from "vitest";
import { addKeywords, removeKeywordAt, splitKeywordInput } from "./keyword-chips";

describe("splitKeywordInput", () => {
  it("keeps the text after the last comma as still being typed", () => {
    expect(splitKeywordInput("seo tools, content  plan, draf", false)).toEqual({
      complete: ["seo tools", "content plan"],
      pending: "draf",
    });
  });

  it("takes everything on commit (Enter) and drops blanks", () => {
    expect(splitKeywordInput(" a ,, b ,  ", true)).toEqual({ complete: ["a", "b"], pending: "" });
    expect(splitKeywordInput("   ", true)).toEqual({ complete: [], pending: "" });
  });

  it("a trailing comma completes the keyword and leaves an empty box", () => {
    expect(splitKeywordInput("keyword,", false)).toEqual({ complete: ["keyword"], pending: "" });
  });

  it("treats a full-width comma like a comma", () => {
    expect(splitKeywordInput("東京，大阪", true).complete).toEqual(["東京", "大阪"]);
  });
});

describe("addKeywords", () => {
  it("skips duplicates ignoring case and keeps order", () => {
    expect(addKeywords(["SEO"], ["seo", "Content", "content", "links"])).toEqual(["SEO", "Content", "links"]);
  });

  it("stops at the server's maximum and cuts over-long keywords", () => {
    const many = Array.from({ length: 30 }, (_, i) => `k${i}`);
    expect(addKeywords([], many)).toHaveLength(CONTENT_LIMITS.targetKeywords);
    const [long] = addKeywords([], ["x".repeat(CONTENT_LIMITS.targetKeyword + 10)]);
    expect(long).toHaveLength(CONTENT_LIMITS.targetKeyword);
  });

  it("does not change the list it was given", () => {
    const existing = ["a"];
    addKeywords(existing, ["b"]);
    expect(existing).toEqual(["a"]);
  });
});

describe("removeKeywordAt", () => {
  it("removes exactly one keyword by position", () => {
    expect(removeKeywordAt(["a", "b", "c"], 1)).toEqual(["a", "c"]);
    expect(removeKeywordAt(["a"], 5)).toEqual(["a"]);
  });
});
