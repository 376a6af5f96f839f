import { describe, expect, it } from "vitest";
import { analyzeHtmlSync } from "../analyze";
import { joinLoneCharacters } from "./analyze-keywords";

const keywordsOf = (html: string, url = "https://news.example/story") =>
  analyzeHtmlSync(html, { url }).keywords.map((k) => k.keyword);

describe("keywords", () => {
  it("measures frequency, density and prominence from the main text", () => {
    const body = `<p>${"Garden hoses last long. ".repeat(10)}${"Water pressure matters. ".repeat(5)}</p>`;
    const report = analyzeHtmlSync(`<title>Garden hoses guide</title><h1>Garden hoses</h1>${body}`, {
      url: "https://acme.example/garden-hoses",
    });
    const top = report.keywords[0]!;
    // "garden hoses last" is as frequent, but only "garden hoses" is the headline: the longer phrase
    // is the keyword plus the word that happens to follow it.
    expect(top.keyword).toBe("garden hoses");
    // The H1 is part of the main text: 10 + 1 occurrences in 2 + 40 + 15 words.
    expect(top.frequency).toBe(11);
    expect(top.density).toBe(Math.round((11 / 57) * 10000) / 100);
    expect(top.prominence).toMatchObject({ title: true, h1: true, url: true, metaDescription: false });
    expect([top.competition, top.difficulty, top.searchVolume]).toEqual([null, null, null]);
    expect(report.headings[0]!.keywords).toContain("garden hoses");
    // Its words alone are fragments of it, not keywords.
    expect(report.keywords.map((k) => k.keyword)).not.toContain("garden");
    expect(report.keywords.map((k) => k.keyword)).not.toContain("garden hoses last");
  });

  it("on a page built to be pathological, keeps the most frequent of more repeated phrases than any real page has", () => {
    // 60,000 words each said twice (more repeated phrases than the bound), then the page's real
    // subject five times, last: kept by its frequency, not dropped for coming after the rest.
    const filler = Array.from({ length: 60_000 }, (_, i) => `z${i.toString(36)} z${i.toString(36)}`).join(
      " ",
    );
    const kws = keywordsOf(`<p>${filler} ${"Sourdough starter. ".repeat(5)}</p>`);
    expect(kws[0]).toBe("sourdough starter");
  });

  it("drops a phrase that occurs mostly inside a longer one", () => {
    const kws = keywordsOf(
      "<p>Fans of Star Wars love the original trilogy. The first Star Wars film opened in 1977. " +
        "Critics called Star Wars a space opera. Lucas sold Star Wars to Disney. " +
        "A new Star Wars series starts soon. Toys made Star Wars rich.</p>",
    );
    expect(kws).toContain("star wars");
    expect(kws).not.toContain("star");
    expect(kws).not.toContain("wars");
  });

  it("takes keywords from the article, not from navigation, bylines, footers or share buttons", () => {
    const html =
      `<header><nav><a href="/">Home</a> <a href="/news">News</a> <a href="/login">Login</a></nav></header>` +
      `<article><h1>Whale stranding</h1><p class="byline">By Jane Doe, 3 hours ago</p>` +
      "<p>Whale strandings on the beach worry marine biologists. Volunteers watched the whale strandings at dawn. " +
      "Whale strandings rose this year. Scientists study whale strandings with drones. Nobody knows why whale strandings happen. " +
      "Local iwi lead the response to whale strandings.</p>" +
      `<a href="/more">Continue reading</a><div class="share-bar"><button>Share</button> <a href="/fb">Facebook</a></div>` +
      `<footer>Copyright News Example. Subscribe to our newsletter.</footer></article>`;
    const kws = keywordsOf(html);
    expect(kws.slice(0, 3)).toContain("whale strandings");
    for (const word of [
      "home",
      "login",
      "jane doe",
      "continue",
      "reading",
      "share",
      "facebook",
      "subscribe",
      "newsletter",
    ])
      expect(kws, word).not.toContain(word);
  });

  it("never makes a keyword of news filler or of a printed web address", () => {
    const html = `<article><p>${"Mr Obama said the gun laws were debated two days ago, according to officials at example.com and www.gov.org. ".repeat(5)}</p></article>`;
    const kws = keywordsOf(html);
    for (const word of ["said", "mr", "ago", "according", "com", "www", "org"])
      expect(kws, word).not.toContain(word);
    expect(kws).toContain("obama");
    expect(kws).toContain("gun laws");
  });

  it("drops Wikipedia's [edit] links and 'Retrieved' references from the keywords", () => {
    const refs = Array.from(
      { length: 20 },
      (_, i) => `<li><cite>"Source ${i}". Retrieved ${i + 1} January 2020.</cite></li>`,
    ).join("");
    const html =
      `<main><h2>History<span class="mw-editsection">[<a href="?action=edit">edit</a>]</span></h2>` +
      "<p>New Zealand islands were settled by Polynesians. The New Zealand islands lie in the Pacific. " +
      "Two main New Zealand islands hold most people. Birds thrived on the New Zealand islands.</p>" +
      `<h2>Geography<span class="mw-editsection">[<a href="?action=edit">edit</a>]</span></h2>` +
      `<ol class="references">${refs}</ol></main>`;
    const kws = keywordsOf(html);
    expect(kws[0]).toBe("new zealand islands");
    expect(kws).toContain("history");
    // No phrase runs across a sentence or a block.
    expect(kws).not.toContain("pacific two main");
    expect(kws.some((k) => k.includes("geography") && k !== "geography")).toBe(false);
    for (const word of ["edit", "retrieved", "january", "source"]) expect(kws, word).not.toContain(word);
  });

  it("counts curly and straight apostrophes, case and possessives as one word", () => {
    const report = analyzeHtmlSync(
      `<title>Yahoo’s core business</title><p>${"Yahoo sold assets. YAHOO's board agreed. Yahoo’s shareholders voted. ".repeat(4)}</p>`,
      { url: "https://news.example/story" },
    );
    const yahoo = report.keywords.find((k) => k.keyword === "yahoo")!;
    expect(yahoo.frequency).toBe(12);
    expect(yahoo.prominence.title).toBe(true);
    expect(report.keywords.map((k) => k.keyword)).not.toContain("yahoo's");
  });

  it("segments Chinese into words: no single character, no particle, phrases written without spaces", () => {
    const text =
      "我们的宇航员在国际空间站工作。腾讯新闻报道了宇航员的饮酒问题。宇航员在太空中不能喝酒。" +
      "腾讯的记者采访了三位宇航员。酒精在太空中的影响还不清楚。很多宇航员认为太空中的生活很难。" +
      "腾讯还报道了国际空间站的新实验。";
    const report = analyzeHtmlSync(
      `<html lang="zh"><title>宇航员在太空中饮酒</title><body><p>${text}</p></body></html>`,
      { url: "https://news.example/story" },
    );
    const kws = report.keywords.map((k) => k.keyword);
    expect(kws).not.toContain("的");
    for (const k of kws) expect([...k].length, k).toBeGreaterThan(1);
    expect(kws).toContain("宇航员");
    expect(kws).toContain("腾讯");
    expect(kws.some((k) => /\p{Script=Han} \p{Script=Han}/u.test(k))).toBe(false);
    // The keyword-placement advice never asks to put a particle in the title.
    const placement = report.checks.find((c) => c.id === "keyword-placement")!;
    expect(placement.advice ?? "").not.toContain("“的”");
  });

  it("detects an undeclared Chinese page and applies Chinese stop words", () => {
    const sentence = "我们的宇航员在国际空间站工作，他们研究酒精在太空中的影响。";
    const report = analyzeHtmlSync(`<p>${sentence.repeat(6)}</p>`, { url: "https://news.example/story" });
    expect(report.keywords.map((k) => k.keyword)).not.toContain("的");
    expect(report.contentLang).toEqual({ code: "zh", source: "script" });
  });

  it("segments Japanese without splitting its Latin words", () => {
    const sentence = "公衆のフリーWi-Fiを利用する人が増えています。フリーWi-Fiの安全性について調査しました。";
    const kws = keywordsOf(`<html lang="ja"><p>${sentence.repeat(5)}</p></html>`);
    expect(kws[0]).toBe("フリー wi-fi");
    for (const particle of ["の", "を", "が", "に"]) expect(kws).not.toContain(particle);
  });

  it("leaves out words too general to stand alone, but keeps them in phrases", () => {
    const kws = keywordsOf(
      `<p>${"New York gets a new subway line this year. The new line opens next year. ".repeat(4)}</p>`,
    );
    expect(kws).toContain("new york");
    expect(kws).not.toContain("new");
    expect(kws).not.toContain("year");
  });
});

describe("joinLoneCharacters", () => {
  it("joins runs of single characters the segmenter left, but not across stop words", () => {
    const stop = new Set(["的"]);
    expect(joinLoneCharacters(["史", "蒂", "文", "的", "家"], stop)?.words).toEqual(["史蒂文", "的", "家"]);
    expect(joinLoneCharacters(["腾", "讯", "新闻"], stop)?.words).toEqual(["腾讯", "新闻"]);
    expect(joinLoneCharacters(["宇航", "员"], stop)).toBeNull();
    // "。" between 讯 and 微 is a break: 腾讯 and 微博 stay two words, and the break moves with them.
    const split = joinLoneCharacters(["腾", "讯", "微", "博"], stop, Uint8Array.of(0, 0, 1, 0));
    expect(split?.words).toEqual(["腾讯", "微博"]);
    expect([...split!.breaks]).toEqual([0, 1]);
  });
});
