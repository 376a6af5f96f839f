import { describe, expect, it } from "vitest";
import {
  isBrandedKeyword,
  keywordCoverage,
  keywordGapsOf,
  ownCoverage,
  textCoverage,
} from "./keyword-coverage";

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

/** A git documentation text about HEAD, which it names 22 times and never calls "detached", nor rebases. */
const GIT_HEAD_TEXT = [
  "HEAD names the commit you are working on. Most of the time HEAD points at a branch, and the branch",
  "points at a commit: when you commit, the branch moves forward and HEAD moves with it.",
  "Run git log HEAD to list the history that leads to HEAD, or git show HEAD to see the last commit.",
  "HEAD~1 is the parent of HEAD, HEAD~2 its grandparent; HEAD^2 is the second parent of a merge.",
  "git reset --soft HEAD~1 moves the branch and HEAD back by one commit and keeps your changes staged.",
  "git switch main makes HEAD point at main; git checkout does the same for older versions of git.",
  "ORIG_HEAD keeps where HEAD was before a reset or a merge, so you can return to it.",
  "The reflog records every place HEAD has been: git reflog HEAD lists them, newest first.",
  "In a bare repository HEAD names the default branch that a clone checks out.",
  "git diff HEAD shows what changed in the working tree since HEAD.",
  "Scripts read HEAD with git rev-parse HEAD and change it with git symbolic-ref HEAD refs/heads/main.",
].join("\n");

describe("keywordGapsOf", () => {
  const gapsAgainst = (ownText: string, ownKeywords: string[], theirs: string[]) =>
    keywordGapsOf(ownCoverage([textCoverage(ownText)], ownKeywords), theirs);

  it("lists no keyword the own text uses, however seldom it made the own top keywords", () => {
    expect(GIT_HEAD_TEXT.match(/\bHEAD\b/g)).toHaveLength(22);
    // "head" is not among the own top keywords: the text alone covers it.
    expect(gapsAgainst(GIT_HEAD_TEXT, ["git", "commit"], ["head", "detached head", "rebase"])).toEqual([
      "detached head",
      "rebase",
    ]);
    expect(
      gapsAgainst(
        `${GIT_HEAD_TEXT}\nA detached HEAD points at a commit.`,
        [],
        ["head", "detached head", "rebase"],
      ),
    ).toEqual(["rebase"]);
  });

  it("covers a keyword plurals aside, either way", () => {
    expect(gapsAgainst("Pick the option that suits you.", [], ["options", "prices"])).toEqual(["prices"]);
    expect(gapsAgainst("All options are listed.", [], ["option"])).toEqual([]);
  });

  it("covers a keyword cut from a hyphenated word of the own text", () => {
    expect(gapsAgainst("A credit-card-sized board.", [], ["card sized", "credit card", "sized pc"])).toEqual([
      "sized pc",
    ]);
    expect(gapsAgainst("A credit card sized board.", [], ["credit-card"])).toEqual([]);
  });

  it("lists no fragment of a longer gap ranked above it, nor a plural twin", () => {
    const theirs = [
      "credit card sized pc",
      "card sized",
      "sized",
      "single board computers",
      "single board computer",
    ];
    expect(gapsAgainst("A tiny machine.", [], theirs)).toEqual([
      "credit card sized pc",
      "single board computers",
    ]);
  });

  it("keeps a keyword ranked above the longer gap holding it: a topic of its own ('bulbs' above 'seeds and bulbs')", () => {
    expect(gapsAgainst("Garden tools for balconies.", [], ["bulbs", "seeds and bulbs", "spring"])).toEqual([
      "bulbs",
      "seeds and bulbs",
      "spring",
    ]);
  });

  it("lists a part of a keyword the own side covers, since that keyword is no gap", () => {
    // "card sized pc" is on the own page; "credit card" is not, and no gap holds it.
    expect(gapsAgainst("A card sized PC.", [], ["card sized pc", "credit card"])).toEqual(["credit card"]);
  });

  it("falls back to the own top keywords where no text is known", () => {
    const covered = ownCoverage([], ["blue widgets"]);
    expect(keywordGapsOf(covered, ["widgets", "widget prices"])).toEqual(["widget prices"]);
  });
});
