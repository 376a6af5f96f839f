import { describe, expect, it } from "vitest";
import { analyzeContent } from "./analyze-content";
import { tokensOf } from "./tokens";

const words = (text: string) => tokensOf(text).map((t) => t.text);

describe("tokensOf", () => {
  it("keeps figures joined by a slash as one word", () => {
    // BBC News (corpus page bbc-1)
    const bbc = "If you look at the number of Americans killed since 9/11 by terrorism, it's less than 100.";
    expect(words(bbc)).toContain("9/11");
    expect(words(bbc)).toHaveLength(17);
    // CityLab (citylab-1)
    expect(
      words(
        "In the following decades, neon’s nonstop glow and vibrant colors turned ordinary buildings and surfaces into 24/7 billboards for businesses, large and small, that wanted to convey a sense of always being open.",
      ),
    ).toContain("24/7");
    // eHow (page-ehow-1.txt)
    expect(
      words("Measure the circumference of your cloche and cut the foam oasis about 3/4 inch (2 cm) smaller."),
    ).toContain("3/4");
  });

  it("keeps offsets and leaves other slashes alone", () => {
    expect(tokensOf("Open 24/7.", 10).map((t) => [t.text, t.start, t.end])).toEqual([
      ["Open", 10, 14],
      ["24/7", 15, 19],
    ]);
    expect(words("and/or 9 / 11 v2/3")).toEqual(["and", "or", "9", "11", "v2", "3"]);
  });

  it("counts 9/11 as one word, and no sentence break, in the analysis", () => {
    const r = analyzeContent({
      body: "If you look at the number of Americans killed since 9/11 by terrorism, it's less than 100.",
    });
    expect(r.details.seo.words).toBe(17);
    // Flesch leaves figures out: 9/11 and 100.
    expect(r.details.readability).toMatchObject({ words: 15, sentences: 1 });
  });
});
