import { describe, expect, it } from "vitest";
import { analyzeHtmlSync } from "../analyze";

/** The report's keywords of a page of `paragraphs`, each in a <p>, in an <article>. */
function keywords(paragraphs: string[], head = "", lang = "en") {
  const html = `<html lang="${lang}"><head>${head}</head><body><article>${paragraphs.map((p) => `<p>${p}</p>`).join("")}</article></body></html>`;
  return analyzeHtmlSync(html, { url: "https://blog.example/post" }).keywords;
}
const names = (list: { keyword: string }[]) => list.map((k) => k.keyword);

describe("keywords weighed against general language (issue 29, from real pages' top 10s)", () => {
  it("puts words specific to the page above more frequent words of every text ('people', 'thought', 'asked')", () => {
    // After an ACLU page on Facebook tracking, where "people" (14) stood above "privacy" (6).
    const text = [
      "People thought the tracking pixels were harmless, and people asked why people should care.",
      "People looked at the surveillance data; people thought again about the tracking pixels.",
      "Some people asked whether surveillance by tracking pixels breaks privacy law.",
      "Privacy advocates say surveillance through tracking pixels is everywhere, and people agree.",
    ];
    const top = names(keywords(text)).slice(0, 3);
    expect(top).toContain("tracking pixels");
    expect(top).toContain("surveillance");
    for (const generic of ["people", "thought", "asked", "looked"])
      expect(names(keywords(text))).not.toContain(generic);
  });

  it("keeps a general word the headline names as the topic ('money' in a page titled so)", () => {
    const text = Array.from({ length: 4 }, () => "Saving money takes a plan. Money grows with interest.");
    expect(names(keywords(text, "<title>How to save money</title>"))).toContain("money");
    expect(names(keywords(text))).not.toContain("money");
  });

  it("counts singular and plural as one keyword shown in its more frequent form, with the forms listed", () => {
    const text = [
      "Browser quirks break layouts. Each quirk has a workaround.",
      "Quirks mode renders old pages; standards mode avoids quirks.",
      "Quirks differ per engine, and one quirk can cost a day.",
    ];
    const list = keywords(text);
    const quirk = list.find((k) => k.keyword === "quirks")!;
    expect(quirk.frequency).toBe(6);
    expect(quirk.forms).toEqual(["quirks", "quirk"]);
    expect(names(list)).not.toContain("quirk");
  });

  it("folds English -ies plurals ('parties' and 'party')", () => {
    const text = [
      "The party won. Both parties met.",
      "Parties argue; the party leader resigned. Smaller parties grew.",
    ];
    const party = keywords(text).find((k) => k.keyword === "parties");
    expect(party?.forms).toEqual(["parties", "party"]);
  });

  it("drops phrases that cut a longer phrase in two ('credit card sized', 'card sized pc')", () => {
    // The Raspberry Pi pages: "credit card sized pc" is one phrase; its three-word pieces are not keywords.
    const text = Array.from(
      { length: 3 },
      (_, i) =>
        `The Raspberry Pi is a credit card sized PC. Model ${i} of the credit card sized PC runs Linux.`,
    );
    const list = names(keywords(text));
    expect(list).toContain("raspberry pi");
    expect(list).not.toContain("credit card sized");
    expect(list).not.toContain("card sized pc");
  });

  it("drops a word that is the first half of a phrase ending in a stop word ('opt' of 'opt out')", () => {
    // The ACLU page on Facebook tracking: "opt" (7) was one of its top ten keywords.
    const text = [
      "You can opt out of tracking pixels. Few users opt out, since tracking pixels hide.",
      "To opt out of surveillance by tracking pixels, visit the settings. Opt out again after updates.",
    ];
    const list = names(keywords(text));
    expect(list).toContain("tracking pixels");
    expect(list).not.toContain("opt");
  });

  it("drops phrases with a stop word inside that joins nothing ('allows the database'), keeps 'projet de loi'", () => {
    const docs = Array.from(
      { length: 3 },
      () => "An index allows the database to find rows. Indexes also add cost to writes on the database.",
    );
    const list = names(keywords(docs));
    expect(list).not.toContain("allows the database");
    expect(list).not.toContain("indexes also add");
    const french = Array.from(
      { length: 3 },
      () => "Le projet de loi sur le renseignement arrive. Les députés votent le projet de loi.",
    );
    expect(names(keywords(french, "", "fr"))).toContain("projet de loi");
  });

  it("does not show a Chinese word the segmenter cut out of a longer one ('神经' of '神经网络')", () => {
    // After the qq.com page on DeepMind's DNC: 神经 (4) beside 神经网络 (3).
    const text = [
      "DeepMind 的 神经网络 可以 记忆。",
      "这种 神经网络 结合 外部 记忆。",
      "研究 人员 认为 神经网络 会 改变 人工智能。",
      "大脑 的 神经 也 有 记忆。",
    ];
    const list = names(keywords(text, "", "zh"));
    expect(list).toContain("神经网络");
    expect(list).not.toContain("神经");
    expect(list).not.toContain("网络");
  });

  it("keeps words every German or Chinese text uses out of the list ('besser', '可能')", () => {
    const german = Array.from(
      { length: 3 },
      () => "Die Datenbank läuft besser. Besser ist die neue Datenbank nicht immer.",
    );
    expect(names(keywords(german, "", "de"))).not.toContain("besser");
    expect(names(keywords(german, "", "de"))).toContain("datenbank");
    const chinese = Array.from({ length: 3 }, () => "酒精 可能 影响 宇航员。宇航员 饮酒 可能 危险。");
    const list = names(keywords(chinese, "", "zh"));
    expect(list).not.toContain("可能");
    expect(list).toContain("宇航员");
  });
});
