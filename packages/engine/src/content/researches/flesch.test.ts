import { describe, expect, it } from "vitest";
import { researcherFor } from "../test-support";

describe("flesch research on acronyms", () => {
  // A technical paragraph of the kind the analyser is used on: eight acronyms in 36 words.
  const paragraph =
    "Every page starts as HTML. The browser reads the HTML, then the CSS. A script calls the API with a URL. The API sends back JSON over HTTP. The server turns that into one SQL query.";

  it("counts an acronym as one word of at most two syllables", () => {
    // Spelled out, HTML ×2, CSS, API ×2, URL, HTTP and SQL would add 11 syllables (61 in all) and
    // score 56: "fairly difficult" for five sentences of seven words.
    expect(researcherFor({ body: paragraph }).get("flesch")).toEqual({
      words: 36,
      sentences: 5,
      syllables: 50,
      score: 82,
    });
  });

  it("leaves short acronyms and ordinary capitals as they are", () => {
    // I (no acronym: one letter) 1, sent 1, NASA (read as a word) 2, the 1, JSON (read as a word) 1.
    expect(researcherFor({ body: "I sent NASA the JSON." }).get("flesch").syllables).toBe(6);
  });
});
