import { describe, expect, it } from "vitest";
import { detectContentLanguage } from "./detect-language";
import { normalizeWord } from "./normalize-word";
import { words } from "./words";

function wordIds(text: string) {
  const vocabulary: string[] = [];
  const ids = words(text).map((w) => {
    const n = normalizeWord(w);
    let id = vocabulary.indexOf(n);
    if (id === -1) id = vocabulary.push(n) - 1;
    return id;
  });
  return { ids, vocabulary };
}

const CHINESE = "我们的宇航员在国际空间站工作，他们研究酒精在太空中的影响。";
const JAPANESE = "今日はフリーWi-Fiの安全な利用について、利用者の意識を調査しました。";
const SPANISH =
  "El conflicto de los pueblos indígenas con el Estado por las tierras del sur es uno de los más largos de la región.";
const ENGLISH = "The president said that the new laws would be debated by the senate in the coming weeks.";

describe("detectContentLanguage", () => {
  it("takes the declared language when the script does not contradict it", () => {
    expect(detectContentLanguage("pt-BR", wordIds(SPANISH))).toEqual({ code: "pt-BR", source: "declared" });
    expect(detectContentLanguage("zh-TW", wordIds(CHINESE))).toEqual({ code: "zh-TW", source: "declared" });
  });

  it("recognises Chinese and Japanese by their script, declared or not", () => {
    expect(detectContentLanguage(null, wordIds(CHINESE))).toEqual({ code: "zh", source: "script" });
    expect(detectContentLanguage(null, wordIds(JAPANESE))).toEqual({ code: "ja", source: "script" });
    // A page declared English whose text is Chinese is analysed as Chinese.
    expect(detectContentLanguage("en", wordIds(CHINESE))).toEqual({ code: "zh", source: "script" });
  });

  it("recognises Korean and Thai by their script", () => {
    expect(
      detectContentLanguage(null, wordIds("검색 엔진은 웹사이트를 분석합니다 그리고 결과를 보여줍니다")).code,
    ).toBe("ko");
    expect(detectContentLanguage(null, wordIds("ภาษาไทยเป็นภาษาที่สวยงาม")).code).toBe("th");
  });

  it("recognises an undeclared Latin-script language by its stop words", () => {
    expect(detectContentLanguage(null, wordIds(SPANISH))).toEqual({ code: "es", source: "stop-words" });
    expect(detectContentLanguage(null, wordIds(ENGLISH))).toEqual({ code: "en", source: "stop-words" });
  });

  it("says nothing when nothing tells", () => {
    expect(detectContentLanguage(null, wordIds("Xbox PlayStation Nintendo"))).toEqual({
      code: null,
      source: null,
    });
    expect(detectContentLanguage(null, wordIds(""))).toEqual({ code: null, source: null });
  });
});
