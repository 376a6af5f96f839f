/**
 * The sentence splitter on tricky real sentences: abbreviations in and out of context, quotes,
 * ellipses, decimals, initials, URLs and lists. Each case names its source; the expected split is
 * what a careful reader would count.
 */
import { describe, expect, it } from "vitest";
import { splitSentences } from "./sentences";

const texts = (input: string) => splitSentences(input).map((s) => s.text);

const CASES: { source: string; input: string; sentences: string[] }[] = [
  {
    source: "eHow, How to Build a Terrarium (packages/engine/src/content/test-fixtures/page-ehow-1.txt)",
    input:
      "Glass cloche terrariums are not only appealing to the eye, but they also preserve a bit of nature in your home and serve as a simple, yet beautiful, piece of art. Closed terrariums are easy to care for, as they retain much of their own moisture.",
    sentences: [
      "Glass cloche terrariums are not only appealing to the eye, but they also preserve a bit of nature in your home and serve as a simple, yet beautiful, piece of art.",
      "Closed terrariums are easy to care for, as they retain much of their own moisture.",
    ],
  },
  {
    source: "Metroid fan-art article (corpus page lazy-image-2)",
    input:
      "The aim is to exhibit some extraordinary Metroid-inspired art. All artwork is credited to its original source – follow the links to see further works of these spectacular artists.",
    sentences: [
      "The aim is to exhibit some extraordinary Metroid-inspired art.",
      "All artwork is credited to its original source – follow the links to see further works of these spectacular artists.",
    ],
  },
  {
    source: "Issue 13's example of an abbreviation out of context",
    input: "The answer was no. We left early.",
    sentences: ["The answer was no.", "We left early."],
  },
  {
    source: "Jane Austen, Pride and Prejudice, ch. 1 (Project Gutenberg #1342, public domain)",
    input:
      "“My dear Mr. Bennet,” said his lady to him one day, “have you heard that Netherfield Park is let at last?” Mr. Bennet replied that he had not. “But it is,” returned she; “for Mrs. Long has just been here, and she told me all about it.” Mr. Bennet made no answer.",
    sentences: [
      "“My dear Mr. Bennet,” said his lady to him one day, “have you heard that Netherfield Park is let at last?”",
      "Mr. Bennet replied that he had not.",
      "“But it is,” returned she; “for Mrs. Long has just been here, and she told me all about it.”",
      "Mr. Bennet made no answer.",
    ],
  },
  {
    source: "Lewis Carroll, Alice’s Adventures in Wonderland, ch. 1 (Project Gutenberg #11, public domain)",
    input:
      "Alice was beginning to get very tired of sitting by her sister on the bank, and of having nothing to do: once or twice she had peeped into the book her sister was reading, but it had no pictures or conversations in it, ‘and what is the use of a book,’ thought Alice ‘without pictures or conversations?’",
    sentences: [
      "Alice was beginning to get very tired of sitting by her sister on the bank, and of having nothing to do: once or twice she had peeped into the book her sister was reading, but it had no pictures or conversations in it, ‘and what is the use of a book,’ thought Alice ‘without pictures or conversations?’",
    ],
  },
  {
    source: "AP report on South Korea (corpus page schema-org-context-object)",
    input:
      "The order plunged the East Asian democracy and key U.S. ally into chaos. Earlier Saturday, Yoon apologized for his actions in a brief nationally televised address.",
    sentences: [
      "The order plunged the East Asian democracy and key U.S. ally into chaos.",
      "Earlier Saturday, Yoon apologized for his actions in a brief nationally televised address.",
    ],
  },
  {
    source: "Article on tarot decks (corpus page article-author-tag)",
    input:
      "Some individual cards sold for thousands of dollars. U.S. Games sells new decks for $20. “I think tarot is popular because each deck is an unpaged book,” Kaplan says.",
    sentences: [
      "Some individual cards sold for thousands of dollars.",
      "U.S. Games sells new decks for $20.",
      "“I think tarot is popular because each deck is an unpaged book,” Kaplan says.",
    ],
  },
  {
    source: "Ars Technica on a Minecraft exploit (corpus page ars-1)",
    input:
      "Just the nbt data for this payload is 26.6 megabytes. But luckily Minecraft implements a way to compress large packets, lucky us!",
    sentences: [
      "Just the nbt data for this payload is 26.6 megabytes.",
      "But luckily Minecraft implements a way to compress large packets, lucky us!",
    ],
  },
  {
    source: "IETF Internet-Draft boilerplate (corpus page ietf-1)",
    input:
      "The list of current Internet-Drafts is at http://datatracker.ietf.org/drafts/current/. Internet-Drafts are draft documents valid for a maximum of six months.",
    sentences: [
      "The list of current Internet-Drafts is at http://datatracker.ietf.org/drafts/current/.",
      "Internet-Drafts are draft documents valid for a maximum of six months.",
    ],
  },
  {
    source: "Firefox Nightly blog (corpus page firefox-nightly-blog)",
    input:
      "Sites can install add-ons without a new site permission for those hosts, e.g. as we had to do for fpn.firefox.com. Bug 1681331 is fixed.",
    sentences: [
      "Sites can install add-ons without a new site permission for those hosts, e.g. as we had to do for fpn.firefox.com.",
      "Bug 1681331 is fixed.",
    ],
  },
  {
    source: "New York Times headline (corpus page nytimes-2)",
    input: "Trump Tweet About L. L. Bean Underscores Potential Danger for Brands",
    sentences: ["Trump Tweet About L. L. Bean Underscores Potential Danger for Brands"],
  },
  {
    source: "Wikipedia, New Zealand, references (corpus page wikipedia-2, CC BY-SA)",
    input: "Wellington: Conservation Sciences Publication No. 2. Department of Conservation.",
    sentences: ["Wellington: Conservation Sciences Publication No. 2.", "Department of Conservation."],
  },
  {
    source: "Wikipedia, Commonwealth of Nations members (corpus page wikipedia-2, CC BY-SA)",
    input: "Members include St. Kitts and Nevis, St. Lucia and St. Vincent and the Grenadines.",
    sentences: ["Members include St. Kitts and Nevis, St. Lucia and St. Vincent and the Grenadines."],
  },
  {
    source: "Blog post on SQL reporting (corpus page toc-missing)",
    input:
      "UPDATE: many readers asked me how I created the charts in this article... well, I used PopSQL. It’s a new modern SQL editor focused on collaborative editing.",
    sentences: [
      "UPDATE: many readers asked me how I created the charts in this article... well, I used PopSQL.",
      "It’s a new modern SQL editor focused on collaborative editing.",
    ],
  },
  {
    source: "Blog post on code coverage (corpus page 001)",
    input:
      "The more you write tests, the more confident you are with your code… but how much precisely? That's where code coverage might help.",
    sentences: [
      "The more you write tests, the more confident you are with your code… but how much precisely?",
      "That's where code coverage might help.",
    ],
  },
  {
    source:
      "Google SRE book, table of contents (packages/engine/src/content/test-fixtures/page-google-sre-book-1.txt)",
    input: "- Part I - Introduction\n- 1. Introduction\n- 2. The Production Environment at Google",
    sentences: ["- Part I - Introduction", "- 1. Introduction", "- 2. The Production Environment at Google"],
  },
];

describe("splitSentences on real sentences", () => {
  it.each(CASES)("$source", ({ input, sentences }) => {
    expect(texts(input)).toEqual(sentences);
  });

  it("needs the abbreviation's case and context: a capitalised function word starts a sentence", () => {
    // "Main St. Then" is a street at a sentence's end; "St. Paul's" is a name.
    expect(texts("We met at St. Paul's. Later we walked down Main St. Then we left.")).toEqual([
      "We met at St. Paul's.",
      "Later we walked down Main St.",
      "Then we left.",
    ]);
    // "vol." and "gen." end a sentence unless a number (vol.) or a name (Gen.) follows.
    expect(texts("See vol. 3 for the maps. Turn up the vol. It helps.")).toEqual([
      "See vol. 3 for the maps.",
      "Turn up the vol.",
      "It helps.",
    ]);
    expect(texts("Gen. Grant won. It was the next gen. Phones got smaller.")).toEqual([
      "Gen. Grant won.",
      "It was the next gen.",
      "Phones got smaller.",
    ]);
  });
});
