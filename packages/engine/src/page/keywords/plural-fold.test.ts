import { describe, expect, it } from "vitest";
import { pluralKey } from "./plural-fold";

describe("plural keys", () => {
  it("gives singular and plural one key, per language", () => {
    const pairs: Array<[Parameters<typeof pluralKey>[1], string, string]> = [
      ["en", "quirk", "quirks"],
      ["en", "drug", "drugs"],
      ["en", "party", "parties"],
      ["en", "commit", "commits"],
      ["en", "option", "options"],
      ["en", "class", "classes"],
      ["en", "match", "matches"],
      ["de", "verbesserung", "verbesserungen"],
      ["de", "tisch", "tische"],
      ["fr", "député", "députés"],
      ["es", "ciudad", "ciudades"],
      ["es", "casa", "casas"],
      ["pt", "eleição", "eleições"],
      ["pt", "mulher", "mulheres"],
      ["it", "libro", "libri"],
      ["nl", "fiets", "fietsen"],
    ];
    for (const [language, singular, plural] of pairs)
      expect(pluralKey(plural, language), `${plural} (${language})`).toBe(pluralKey(singular, language));
  });

  it("keeps apart what only looks like a plural, and never folds a verb form ('fetching' is not 'fetch')", () => {
    expect(pluralKey("news", "en")).toBe("news");
    expect(pluralKey("status", "en")).toBe("status");
    expect(pluralKey("analysis", "en")).toBe("analysis");
    expect(pluralKey("physics", "en")).toBe("physics");
    expect(pluralKey("fetching", "en")).not.toBe(pluralKey("fetch", "en"));
    expect(pluralKey("leser", "de")).not.toBe(pluralKey("lesen", "de"));
  });

  it("leaves Czech and the scripts without plurals as they are", () => {
    expect(pluralKey("hřiště", "cs")).toBe("hřiště");
    expect(pluralKey("宇航员", "zh")).toBe("宇航员");
  });
});
