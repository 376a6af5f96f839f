import { describe, expect, it } from "vitest";
import { isBrandedKeyword, keywordCoverage } from "./keyword-coverage";

describe("keywordCoverage", () => {
  const covers = keywordCoverage(["Blue widgets", "widget care", "shop’s hours"]);

  it("covers the same keyword whatever its case, apostrophes and plural s", () => {
    expect(covers("blue widgets")).toBe(true);
    expect(covers("Blue Widget")).toBe(true);
    expect(covers("widget cares")).toBe(true);
    expect(covers("shop's hours")).toBe(true);
  });

  it("covers a shorter keyword held as whole words by a longer one", () => {
    expect(covers("widgets")).toBe(true);
    expect(covers("care")).toBe(true);
  });

  it("does not cover a longer or different phrase, part of a word, or one across two keywords", () => {
    expect(covers("blue widgets sale")).toBe(false);
    expect(covers("widg")).toBe(false);
    expect(covers("widgets widget")).toBe(false);
    expect(covers("red")).toBe(false);
    expect(keywordCoverage(["red blue", "widgets sale"])("blue widgets")).toBe(false);
  });

  it("covers nothing without keywords", () => {
    expect(keywordCoverage([])("widgets")).toBe(false);
  });
});

describe("isBrandedKeyword", () => {
  it("holds the host's first label as whole words, with or without its hyphens", () => {
    expect(isBrandedKeyword("Rival", "www.rival.example")).toBe(true);
    expect(isBrandedKeyword("rival shop", "rival-shop.co.uk")).toBe(true);
    expect(isBrandedKeyword("rivalshop", "rival-shop.co.uk")).toBe(true);
    expect(isBrandedKeyword("rival shop", "rivalshop.com")).toBe(true);
    expect(isBrandedKeyword("rival widgets", "rival.example")).toBe(true);
    expect(isBrandedKeyword("cheap rival shop deals", "rival-shop.co.uk")).toBe(true);
  });

  it("is not a topic that merely shares a word with the name", () => {
    expect(isBrandedKeyword("shop", "rival-shop.co.uk")).toBe(false);
    expect(isBrandedKeyword("rivalry widgets", "rival.example")).toBe(false);
    expect(isBrandedKeyword("example", "rival.example")).toBe(false);
  });
});
