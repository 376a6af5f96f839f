import { describe, expect, it } from "vitest";
import { isValidHreflang } from "./language-code";

describe("isValidHreflang", () => {
  it.each([
    "en",
    "EN",
    "en-GB",
    "en-gb",
    "pt-BR",
    "zh-Hant",
    "zh-Hant-TW",
    "es-419",
    "x-default",
    "X-Default",
  ])("accepts %s", (code) => expect(isValidHreflang(code)).toBe(true));
  it.each(["en-UK", "en_US", "eng", "iw", "xx", "en-XX", "english", "", "en-", "de-DE-1996"])(
    "rejects %s",
    (code) => expect(isValidHreflang(code)).toBe(false),
  );
});
