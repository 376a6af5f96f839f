import { describe, expect, it } from "vitest";
import { assess, chars, filler } from "../../test-support";
import { externalLinks } from "./external-links";
import { imageKeyphrase } from "./image-keyphrase";
import { images } from "./images";
import { internalLinks } from "./internal-links";
import { keyphraseDensity } from "./keyphrase-density";
import { keyphraseInIntroduction } from "./keyphrase-in-introduction";
import { keyphraseInMetaDescription } from "./keyphrase-in-meta-description";
import { keyphraseInSubheadings } from "./keyphrase-in-subheadings";
import { keyphraseInTitle } from "./keyphrase-in-title";
import { keyphraseLength } from "./keyphrase-length";
import { metaDescriptionLength } from "./meta-description-length";
import { targetKeywords } from "./target-keywords";
import { textLength } from "./text-length";
import { titleLength } from "./title-length";

const score = (r: ReturnType<typeof assess>) => r.result?.score;

describe("title-length", () => {
  it.each([
    [0, 0],
    [29, 5],
    [30, 9],
    [60, 9],
    [61, 5],
  ])("%i characters → %i", (n, expected) => {
    expect(score(assess(titleLength, { title: chars(n) }))).toBe(expected);
  });
});

describe("meta-description-length", () => {
  it.each([
    [0, 0],
    [119, 5],
    [120, 9],
    [160, 9],
    [161, 5],
  ])("%i characters → %i", (n, expected) => {
    expect(score(assess(metaDescriptionLength, { metaDescription: chars(n) }))).toBe(expected);
  });
});

describe("text-length", () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [199, 1],
    [200, 3],
    [249, 3],
    [250, 6],
    [299, 6],
    [300, 9],
  ])("%i words → %i (seo)", (n, expected) => {
    expect(score(assess(textLength, { body: filler(n) }))).toBe(expected);
  });

  it("applies a maximum when configured (social)", () => {
    const social = { thresholds: { good: 20, ok: 12, poor: 6, veryPoor: 1, max: 300 } };
    expect(score(assess(textLength, { body: filler(300) }, social))).toBe(9);
    expect(score(assess(textLength, { body: filler(301) }, social))).toBe(6);
    expect(score(assess(textLength, { body: filler(19) }, social))).toBe(6);
  });
});

describe("keyphrase-length", () => {
  const kp = (n: number) =>
    Array.from({ length: n }, (_, i) => `term${String.fromCharCode(97 + i)}`).join(" ");
  it.each([
    [1, 9],
    [4, 9],
    [5, 6],
    [8, 6],
    [9, 3],
  ])("%i content words → %i", (n, expected) => {
    expect(score(assess(keyphraseLength, { focusKeyphrase: kp(n) }))).toBe(expected);
  });

  it("scores 0 without any keyphrase, and falls back to the first target keyword", () => {
    expect(score(assess(keyphraseLength, {}))).toBe(0);
    expect(score(assess(keyphraseLength, { targetKeywords: ["sourdough bread"] }))).toBe(9);
  });

  it("does not count function words", () => {
    expect(
      score(assess(keyphraseLength, { focusKeyphrase: "how to bake the best bread in a very hot oven" })),
    ).toBe(6);
  });
});

describe("keyphrase-density", () => {
  // 300 words, one-word keyphrase: factor 0.7 + 1/3; target 2–8 uses.
  const body = (uses: number, words = 300) => {
    const base = filler(words - uses, 10);
    const sentences = base.split(". ");
    for (let i = 0; i < uses; i++) sentences[i] = `${sentences[i]} sourdough`;
    return sentences.join(". ");
  };
  it.each([
    [0, 2],
    [1, 4],
    [2, 9],
    [8, 9],
    [9, 3],
    [11, 3], // adjusted density 3.79%
    [12, 0], // 4.13%
  ])("%i uses in 300 words → %i", (uses, expected) => {
    expect(score(assess(keyphraseDensity, { body: body(uses), focusKeyphrase: "sourdough" }))).toBe(expected);
  });

  it("uses 1–2 uses for 51–99 words and exactly 1 up to 50", () => {
    expect(score(assess(keyphraseDensity, { body: body(2, 60), focusKeyphrase: "sourdough" }))).toBe(9);
    expect(score(assess(keyphraseDensity, { body: body(3, 60), focusKeyphrase: "sourdough" }))).toBe(3);
    expect(score(assess(keyphraseDensity, { body: body(4, 60), focusKeyphrase: "sourdough" }))).toBe(0);
    expect(score(assess(keyphraseDensity, { body: body(1, 50), focusKeyphrase: "sourdough" }))).toBe(9);
    expect(score(assess(keyphraseDensity, { body: body(2, 50), focusKeyphrase: "sourdough" }))).toBe(3);
  });

  it("states the count and the target", () => {
    const r = assess(keyphraseDensity, { body: body(1), focusKeyphrase: "sourdough" });
    expect(r.result?.text).toBe("The keyphrase is used 1 time; the target for 300 words is 2–8.");
    expect(r.result?.marks).toHaveLength(1);
  });

  it("matches word forms and needs all content words in one sentence", () => {
    const text = "Cats love cat food. Food for the cat is cheap. The cat sleeps. Fresh food arrives.";
    const r = assess(keyphraseDensity, { body: text, focusKeyphrase: "cat food" });
    expect(r.researcher.get("keyphraseOccurrences").count).toBe(2);
  });

  it("counts plurals and possessives as the keyphrase (where we beat Yoast's free version)", () => {
    const count = (body: string, focusKeyphrase: string) =>
      assess(keyphraseDensity, { body, focusKeyphrase }).researcher.get("keyphraseOccurrences").count;
    // eHow, How to Build a Terrarium (page-ehow-1.txt); NYT on Verizon and Yahoo (corpus page nytimes-2).
    expect(count("Closed terrariums are easy to care for.", "terrarium")).toBe(1);
    expect(count("Verizon agreed to Yahoo’s $4.8 billion sale.", "yahoo")).toBe(1);
    expect(count("Verizon agreed to Yahoo's $4.8 billion sale.", "Yahoo")).toBe(1);
    expect(count("The terrarium's glass walls let light in.", "terrariums")).toBe(1);
  });

  it("matches a quoted keyphrase exactly", () => {
    const text = "Cat food is here. Food for the cat is cheap.";
    const r = assess(keyphraseDensity, { body: text, focusKeyphrase: '"cat food"' });
    expect(r.researcher.get("keyphraseOccurrences").count).toBe(1);
  });
});

describe("keyphrase-in-title", () => {
  const t = (title: string) => score(assess(keyphraseInTitle, { title, focusKeyphrase: "sourdough bread" }));
  it("9 at the start (leading function words ignored, any word form)", () => {
    expect(t("Sourdough bread for beginners")).toBe(9);
    expect(t("The sourdough breads of Paris")).toBe(9);
  });
  it("6 elsewhere or with the words spread", () => {
    expect(t("Baking sourdough bread at home")).toBe(6);
    expect(t("Bread made with sourdough")).toBe(6);
  });
  it("2 when a word is missing or there is no title", () => {
    expect(t("Sourdough starters explained")).toBe(2);
    expect(t("")).toBe(2);
  });
});

describe("keyphrase-in-introduction", () => {
  const kp = { focusKeyphrase: "sourdough bread" };
  it("9 when one sentence of the first paragraph has it", () => {
    expect(
      score(
        assess(keyphraseInIntroduction, { ...kp, body: "Hello there. Sourdough bread is easy.\n\nMore." }),
      ),
    ).toBe(9);
  });
  it("6 when its words are spread over sentences of the first paragraph", () => {
    expect(
      score(assess(keyphraseInIntroduction, { ...kp, body: "Sourdough is old. Bread is good.\n\nMore." })),
    ).toBe(6);
  });
  it("3 when only a later paragraph has it", () => {
    expect(
      score(assess(keyphraseInIntroduction, { ...kp, body: "Hello there.\n\nSourdough bread is easy." })),
    ).toBe(3);
  });
  it("does not apply without text or keyphrase", () => {
    expect(assess(keyphraseInIntroduction, { ...kp, body: "" }).applicable).toBe(false);
    expect(assess(keyphraseInIntroduction, { body: "Text." }).applicable).toBe(false);
  });
});

describe("keyphrase-in-meta-description", () => {
  const m = (metaDescription: string) =>
    score(assess(keyphraseInMetaDescription, { metaDescription, focusKeyphrase: "bread" }));
  it("9 for one or two sentences with it, 3 for none, three, or no description", () => {
    expect(m("Bake bread today.")).toBe(9);
    expect(m("Bake bread. Eat bread. Stop.")).toBe(9);
    expect(m("Bread. Bread. Bread.")).toBe(3);
    expect(m("Bake cakes.")).toBe(3);
    expect(m("")).toBe(3);
  });
});

describe("keyphrase-in-subheadings", () => {
  const body = (matching: number, total: number) =>
    Array.from(
      { length: total },
      (_, i) => `## ${i < matching ? "Sourdough bread tips" : `Other topic ${i}`}\n\n${filler(20)}`,
    ).join("\n\n");
  const s = (matching: number, total: number) =>
    score(assess(keyphraseInSubheadings, { body: body(matching, total), focusKeyphrase: "sourdough bread" }));
  it.each([
    [1, 4, 3],
    [2, 4, 9],
    [3, 4, 9],
    [4, 4, 3],
    [1, 1, 9],
    [0, 1, 3],
  ])("%i of %i → %i", (m, t, expected) => {
    expect(s(m, t)).toBe(expected);
  });
  it("2 for over 300 words without subheadings; not applicable up to 300", () => {
    expect(score(assess(keyphraseInSubheadings, { body: filler(301), focusKeyphrase: "bread" }))).toBe(2);
    expect(assess(keyphraseInSubheadings, { body: filler(300), focusKeyphrase: "bread" }).applicable).toBe(
      false,
    );
  });
  it("needs the whole keyphrase in a subheading, in any order and word form", () => {
    // MDN's developer tools pages: "Web Audio Editor" is not about the web console.
    const one = (heading: string) =>
      score(
        assess(keyphraseInSubheadings, {
          body: `## ${heading}\n\n${filler(20)}`,
          focusKeyphrase: "web console",
        }),
      );
    expect(one("Web Audio Editor")).toBe(3);
    expect(one("Web Console")).toBe(9);
    expect(one("Opening the console of a web page")).toBe(9);
    expect(one("Consoles for the Web")).toBe(9);
  });
  it("ignores a leading level-1 heading (the title)", () => {
    const r = assess(keyphraseInSubheadings, {
      body: `# Sourdough bread\n\n${filler(20)}`,
      focusKeyphrase: "bread",
    });
    expect(r.applicable).toBe(false);
  });
});

describe("internal-links and external-links", () => {
  const body = `${filler(10)} See [the starter guide](/guides/starter) and https://www.kingarthurbaking.com/recipes.`;
  it("judges links against the site URL: relative links are internal, other sites external", () => {
    const r = assess(internalLinks, { body, siteUrl: "https://breadblog.example" });
    expect(r.result?.score).toBe(9);
    expect(r.result?.text).toBe("The text has 1 internal link.");
    expect(score(assess(externalLinks, { body, siteUrl: "https://breadblog.example" }))).toBe(9);
  });
  it("counts absolute links to the site's own host (with or without www.) as internal", () => {
    const own = `${filler(10)} Read https://www.breadblog.example/crust and [this](http://breadblog.example/x).`;
    const r = assess(externalLinks, { body: own, siteUrl: "breadblog.example" });
    expect(r.result?.score).toBe(5);
    expect(r.result?.text).toBe("The text has no external links.");
    expect(assess(internalLinks, { body: own, siteUrl: "breadblog.example" }).result?.text).toBe(
      "The text has 2 internal links.",
    );
    // Without a site URL, absolute links are external.
    expect(score(assess(internalLinks, { body: own }))).toBe(5);
  });
  it("scores a missing internal and a missing external link separately: one link is not full marks", () => {
    const onlyExternal = `${filler(150)} Source: https://www.usda.gov/`;
    expect(score(assess(externalLinks, { body: onlyExternal }))).toBe(9);
    expect(score(assess(internalLinks, { body: onlyExternal }))).toBe(5);
  });
  it("5 without links from 150 words; not applicable below", () => {
    expect(score(assess(internalLinks, { body: filler(150) }))).toBe(5);
    expect(score(assess(externalLinks, { body: filler(150) }))).toBe(5);
    expect(assess(internalLinks, { body: filler(149) }).applicable).toBe(false);
  });
});

describe("images", () => {
  it("9 with alt text, 5 with an image missing alt, 4 without images from 300 words", () => {
    expect(score(assess(images, { body: "![a loaf](x.jpg) Text." }))).toBe(9);
    const missing = assess(images, { body: "Text. ![](x.jpg)" });
    expect(missing.result?.score).toBe(5);
    expect(missing.result?.marks).toEqual([{ field: "body", start: 6, end: 16 }]);
    expect(score(assess(images, { body: filler(300) }))).toBe(4);
    expect(assess(images, { body: filler(299) }).applicable).toBe(false);
  });
});

describe("image-keyphrase", () => {
  it("9 when an alt holds the keyphrase (any order and form), 6 for only one of its words", () => {
    const kp = { focusKeyphrase: "suspension bridge" };
    expect(score(assess(imageKeyphrase, { ...kp, body: "![The Golden Gate Bridge at dusk](x.jpg)" }))).toBe(
      6,
    );
    expect(
      score(assess(imageKeyphrase, { ...kp, body: "![Bridges with suspension cables over the bay](x.jpg)" })),
    ).toBe(9);
    expect(
      score(
        assess(imageKeyphrase, { body: "![fresh bread loaf](x.jpg)", focusKeyphrase: "sourdough bread" }),
      ),
    ).toBe(6);
    expect(
      score(assess(imageKeyphrase, { body: "![a cake](x.jpg)", focusKeyphrase: "sourdough bread" })),
    ).toBe(6);
    expect(assess(imageKeyphrase, { body: "No images.", focusKeyphrase: "bread" }).applicable).toBe(false);
  });
});

describe("target-keywords", () => {
  const body = "Sourdough needs a starter. The crust gets dark.";
  const t = (targetKeywords: string[]) =>
    score(assess(targetKeywords_, { body, focusKeyphrase: "sourdough", targetKeywords }));
  const targetKeywords_ = targetKeywords;
  it("9 all used, 6 at least half, 3 fewer; not applicable without extra keywords", () => {
    expect(t(["starter", "crusts"])).toBe(9);
    expect(t(["starter", "oven"])).toBe(6);
    expect(t(["starter", "oven", "flour"])).toBe(3);
    expect(
      assess(targetKeywords, { body, targetKeywords: ["sourdough"], focusKeyphrase: "sourdough" }).applicable,
    ).toBe(false);
  });
});
