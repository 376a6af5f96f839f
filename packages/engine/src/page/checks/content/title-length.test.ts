import { describe, expect, it } from "vitest";
import { analyzeHtmlSync } from "../../analyze";

const titleCheck = (title: string) =>
  analyzeHtmlSync(`<title>${title}</title>`, { url: "https://a.example/" }).checks.find(
    (c) => c.id === "title-length",
  )!;

describe("title-length for Chinese, Japanese and Korean titles", () => {
  it("counts characters and states the width: a CJK character is as wide as two Latin letters", () => {
    // 35 Chinese characters: within 30–60 characters, but as wide as 70 Latin ones.
    const title = "宇航员在国际空间站工作时研究酒精在太空中的影响以及人类长期生活的各种问题和挑战";
    const check = titleCheck(title);
    expect(check.status).toBe("warn");
    expect(check.displayValue).toBe(`${[...title].length} characters (${[...title].length} wide)`);
    expect(check.advice).toContain(
      `has ${[...title].length} characters, ${[...title].length} of them Chinese, Japanese or Korean`,
    );
    expect(check.advice).toContain("at most 60 Latin characters of width (about 30 CJK characters)");
  });

  it("passes a CJK title of about 20 characters, too short in Latin letters but not in width", () => {
    expect(titleCheck("宇航员在太空中饮酒会怎样？科学家的最新研究").status).toBe("pass");
  });

  it("does not count a Latin middle dot as wide", () => {
    const check = titleCheck("Title Tags and Meta Descriptions That Earn Clicks · RankLens");
    expect(check).toMatchObject({ status: "pass", displayValue: "60 characters" });
  });

  it("keeps the Latin messages for Latin titles", () => {
    const check = titleCheck("x".repeat(61));
    expect(check.advice).toBe(
      `The title “${"x".repeat(61)}” has 61 characters; shorten it to at most 60 so it is not cut off.`,
    );
  });

  it("reports the title's width next to its length", () => {
    const report = analyzeHtmlSync("<title>腾讯新闻 QQ</title>", { url: "https://a.example/" });
    expect(report.title).toEqual({ text: "腾讯新闻 QQ", length: 7, width: 11 });
  });
});
