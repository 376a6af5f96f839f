import { describe, expect, it } from "vitest";
import { parseBody } from "./parse-body";

describe("parseBody", () => {
  const body =
    "# Title\n\nIntro with [a link](https://x.com) and ![alt text](i.png).\nSame para.\n\n## Sub ##\n- one\n- two\n\n1. first\n\nSee https://example.org/page.";
  const p = parseBody(body);

  it("keeps the prose the same length as the body, with markup blanked", () => {
    expect(p.prose).toHaveLength(body.length);
    expect(p.prose).not.toContain("https");
    expect(p.prose).not.toContain("alt text");
    expect(p.prose).not.toContain("#");
    expect(p.prose).toContain(" a link ");
  });

  it("finds headings, paragraphs and list items with offsets into the body", () => {
    expect(p.blocks.map((b) => [b.kind, body.slice(b.start, b.end)])).toEqual([
      ["heading", "Title"],
      ["paragraph", "Intro with [a link](https://x.com) and ![alt text](i.png).\nSame para."],
      ["heading", "Sub ##"],
      ["listItem", "one"],
      ["listItem", "two"],
      ["listItem", "first"],
      ["paragraph", "See https://example.org/page."],
    ]);
    expect(p.blocks[2]!.level).toBe(2);
    expect(p.lists).toBe(2);
  });

  it("finds links (internal or not) and images", () => {
    expect(p.links.map((l) => [l.text, l.url, l.internal])).toEqual([
      ["a link", "https://x.com", false],
      ["https://example.org/page", "https://example.org/page", false],
    ]);
    expect(p.images).toEqual([
      { alt: "alt text", src: "i.png", start: body.indexOf("!["), end: body.indexOf("png)") + 4 },
    ]);
    expect(parseBody("[home](/)").links[0]!.internal).toBe(true);
  });

  it("does not take a hashtag for a heading", () => {
    expect(parseBody("#seo tips").blocks[0]!.kind).toBe("paragraph");
  });
});
