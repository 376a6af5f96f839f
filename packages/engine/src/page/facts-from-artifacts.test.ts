import { describe, expect, it } from "vitest";
import { factsFromHtml } from "./facts-from-artifacts";

describe("factsFromHtml's document size", () => {
  // "é", "è", "û" take two bytes in UTF-8 and "’" three: the size is not the string's length.
  const html = "<title>Café’s menu</title><p>Crème brûlée</p>";

  it("is the HTML's UTF-8 length when the caller does not know it", () => {
    const facts = factsFromHtml(html, { url: "https://example.com/" });
    expect(facts.bytes).toEqual({ transferred: null, decoded: Buffer.from(html, "utf8").length });
    expect(facts.bytes.decoded).toBe(html.length + 6);
  });

  it("is the size the caller read, as bytes from a file or a response body are", () => {
    const facts = factsFromHtml(html, { url: "https://example.com/", bytes: 4242 });
    expect(facts.bytes.decoded).toBe(4242);
  });
});
