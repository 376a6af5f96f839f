import { describe, expect, it } from "vitest";
import { analyzeHtmlSync } from "./analyze";

const PROSE_EN =
  "The whales came ashore at dawn. Volunteers kept them wet for hours. By noon the tide was high again. Most of the whales swam back out to sea. ";
const PROSE_DE =
  "Die Wale kamen im Morgengrauen an den Strand. Freiwillige hielten sie stundenlang nass. Am Mittag war die Flut wieder hoch. Die meisten Wale schwammen zurück ins Meer. ";
const PROSE_ZH = "我们的宇航员在国际空间站工作。他们研究酒精在太空中的影响。科学家认为这个问题很重要。";

const analyse = (html: string) => analyzeHtmlSync(html, { url: "https://a.example/" });

describe("page readability", () => {
  it("scores English with Flesch's formula and says so", () => {
    const report = analyse(`<html lang="en"><p>${PROSE_EN.repeat(5)}</p></html>`);
    expect(report.contentScore.readability).toBeGreaterThan(60);
    expect(report.readability).toEqual({ formula: "Flesch Reading Ease, Flesch (1948)", nullReason: null });
  });

  it("scores German with Amstad's adaptation, not the English constants", () => {
    const report = analyse(`<html lang="de"><p>${PROSE_DE.repeat(5)}</p></html>`);
    expect(report.readability.formula).toBe("Flesch Reading Ease, Amstad (1978) for German");
    // The English constants would score these long German words far lower.
    expect(report.contentScore.readability).toBeGreaterThan(50);
  });

  it("is null with a reason for Chinese, which no Flesch formula is validated for", () => {
    const report = analyse(`<html lang="zh-CN"><p>${PROSE_ZH.repeat(10)}</p></html>`);
    expect(report.contentScore.readability).toBeNull();
    expect(report.readability.formula).toBeNull();
    expect(report.readability.nullReason).toMatch(
      /^Flesch Reading Ease has no validated formula for Chinese/,
    );
  });

  it("is null with a reason for an undeclared Japanese page and for a short text", () => {
    const japanese = analyse(
      `<p>${"公衆のフリーWi-Fiを利用する人が増えています。安全性について調査しました。".repeat(10)}</p>`,
    );
    expect(japanese.contentScore.readability).toBeNull();
    expect(japanese.readability.nullReason).toContain("Japanese (ja)");
    const short = analyse(`<html lang="en"><p>${PROSE_EN}</p></html>`);
    expect(short.contentScore.readability).toBeNull();
    expect(short.readability.nullReason).toBe(
      `The main text has ${short.wordCount} words; the Flesch Reading Ease score needs at least 100.`,
    );
  });
});
