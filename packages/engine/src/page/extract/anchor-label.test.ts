import { describe, expect, it } from "vitest";
import { extractHtmlFacts } from "./extract-html-facts";

const anchors = (html: string) => extractHtmlFacts(html, "https://example.com/").anchors;

describe("anchor labels", () => {
  it("keep the aria-label of a link without text", () => {
    const [link] = anchors('<a href="/x" aria-label="Open the menu"><svg></svg></a>');
    expect(link!.label).toBe("Open the menu");
  });

  it("put the aria-label before the text and image alts", () => {
    const [link] = anchors('<a href="/x" aria-label="Home">Start <img src="a.png" alt="logo"></a>');
    expect(link!.label).toMatch(/^Home Start\s+logo$/);
  });

  it("are the text alone when there is no aria-label", () => {
    const [link] = anchors('<a href="/x">Read more</a>');
    expect(link!.label).toBe("Read more");
  });
});
