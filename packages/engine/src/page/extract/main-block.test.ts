import { describe, expect, it } from "vitest";
import { readFixture } from "../../../../../test/fixtures";
import { extractHtmlFacts } from "./extract-html-facts";

const mainText = (html: string) => extractHtmlFacts(html, "https://news.example/story").mainText;
const PROSE =
  "Volunteers refloated the stranded whales at dawn, and the tide, which had turned early, helped them. ";
const paragraphs = (n: number, text = PROSE) => Array.from({ length: n }, () => `<p>${text}</p>`).join("");

describe("the main block of a real page (Readability's expected text as the oracle)", () => {
  it("Libération: the story, not the menus of the 'ad-portal' wrapping the whole page", () => {
    const text = mainText(readFixture("corpus/pages/liberation-1.html"));
    expect(text).toContain("Un troisième Français a été tué dans le tremblement de terre samedi au Népal");
    expect(text).toContain("2 209 Français ont été localisés sains et saufs");
    // The site's menus and account links, which were the top of what we took as main text.
    for (const furniture of ["Se connecter", "Abonnez-vous", "Forums thématiques", "Sur le même sujet"])
      expect(text).not.toContain(furniture);
  });

  it("The Independent: the hotel story, not the 50-caption photo gallery inside its <article>", () => {
    const text = mainText(readFixture("corpus/pages/bug-1255978.html"));
    expect(text).toContain("Most people go to hotels for the pleasure of sleeping in a giant bed");
    expect(text).not.toContain("Star Wars boosts economy");
    expect(text).not.toContain("United goin down");
  });

  it("Yahoo! Japan: the story under a wrapper of one paragraph, not the site's menus", () => {
    const text = mainText(readFixture("corpus/pages/yahoo-4.html"));
    expect(text).toContain("トレンドマイクロは3月9日");
    expect(text).not.toContain("ランキング");
    expect(text).not.toContain("意識調査");
  });
});

describe("choosing the main block", () => {
  it("takes the story out of a page without <main> or <article>, leaving the teasers around it", () => {
    const html =
      `<body><div class="top"><a href="/">Home</a> <a href="/world">World</a></div>` +
      `<div class="col"><div class="story">${paragraphs(6)}</div></div>` +
      `<div class="more"><div class="teaser"><p>Another story: a short teaser line.</p></div></div></body>`;
    const text = mainText(html);
    expect(text).toContain("refloated");
    expect(text).not.toContain("Home");
    expect(text).not.toContain("teaser line");
  });

  it("joins a story cut in parts by figures, each part in wrappers of its own", () => {
    const part = (words: string) =>
      `<section class="outer"><div class="narrow"><div class="part"><div class="body">${paragraphs(8, `${words} ${PROSE}`)}</div></div></div></section>`;
    const html = `<body><div class="post">${part("First part.")}<figure><img src="a.jpg"></figure>${part("Second part.")}</div></body>`;
    const text = mainText(html);
    expect(text).toContain("First part.");
    expect(text).toContain("Second part.");
  });

  it("does not join the teasers of other stories, however well they score", () => {
    // Herald Sun's opinion column: a dozen teasers, each a line with commas, deep in a column of their own.
    const cards = Array.from(
      { length: 12 },
      (_, i) => `<div class="card"><p>Columnist ${i}, today, on this, and that.</p></div>`,
    ).join("");
    const column = (name: string, inner: string) =>
      `<div class="${name}"><div class="wrap"><div class="inner">${inner}</div></div></div>`;
    const html = `<body><div class="page">${column("left", `<div class="story">${paragraphs(12)}</div>`)}${column("right", `<div class="cards">${cards}</div>`)}</div></body>`;
    const text = mainText(html);
    expect(text).toContain("refloated");
    expect(text).not.toContain("Columnist");
  });

  it("leaves out blocks named like furniture inside the chosen block (a gallery's legends)", () => {
    const html = `<body><div class="story">${paragraphs(6)}<ul class="legends"><li><p>${"Caption of a photo, one of fifty. ".repeat(3)}</p></li></ul>${paragraphs(2, "The last words of the story, after the gallery.")}</div></body>`;
    const text = mainText(html);
    expect(text).toContain("refloated");
    expect(text).toContain("after the gallery");
    expect(text).not.toContain("Caption of a photo");
  });

  it("forgets the blocks of an element taken for chrome after all (a small 'related' box)", () => {
    const related = `<div class="related"><div><p>${"Related, and short, with commas, many commas, more commas.".repeat(1)}</p></div></div>`;
    const html = `<body><div class="story">${paragraphs(5)}</div>${related}</body>`;
    expect(mainText(html)).not.toContain("Related, and short");
  });

  it("keeps the whole region when the chosen block is too short to trust (under 500 characters)", () => {
    const html = `<body><div class="a"><p>${PROSE}</p></div><div class="b"><p>A second, separate, paragraph of the page.</p></div></body>`;
    const text = mainText(html);
    expect(text).toContain("refloated");
    expect(text).toContain("A second, separate");
  });

  it("reads the next region when <main> holds no text (a placeholder filled by script)", () => {
    const html = `<body><nav><a href="/">Home</a></nav><main></main><div class="story">${paragraphs(6)}</div></body>`;
    const text = mainText(html);
    expect(text).toContain("refloated");
    expect(text).not.toContain("Home");
  });
});
