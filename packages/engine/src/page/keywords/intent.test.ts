import { describe, expect, it } from "vitest";
import { analyzeHtmlSync } from "../analyze";
import { classifyIntent, type IntentPageSignals } from "./intent";

const plain: IntentPageSignals = { brandTerms: ["acme"], pageType: { kind: null, evidence: "" } };
const article: IntentPageSignals = { ...plain, pageType: { kind: "article", evidence: "og:type article" } };
const product: IntentPageSignals = {
  ...plain,
  pageType: { kind: "product", evidence: "schema.org Product" },
};

describe("classifyIntent", () => {
  it("says 'unclear' when neither the words nor the page give a cue, instead of a default", () => {
    expect(classifyIntent("garden hose", plain)).toEqual({ intent: "unclear", confidence: 0, signals: [] });
  });

  it("reads cue words of the query shape, in several languages", () => {
    expect(classifyIntent("buy garden hose", plain)).toMatchObject({
      intent: "transactional",
      signals: ["purchase word “buy”"],
    });
    expect(classifyIntent("garden hose guide", plain).intent).toBe("informational");
    expect(classifyIntent("best garden hose", plain).intent).toBe("transactional");
    expect(classifyIntent("gartenschlauch kaufen", { ...plain, lang: "de" }).intent).toBe("transactional");
    expect(classifyIntent("花园水管价格", { ...plain, lang: "zh-CN" }).intent).toBe("transactional");
    expect(classifyIntent("acme login", plain)).toMatchObject({ intent: "navigational" });
  });

  it("does not take words with a common other sense as cues", () => {
    for (const k of ["yahoo sale", "trade deal", "executive order", "cost of living", "test suite"])
      expect(classifyIntent(k, plain).intent, k).toBe("unclear");
  });

  it("reads another language's cue words only on pages in that language", () => {
    // "was" asks "what" in German; in English it is a verb. "comment" is "how" in French only.
    expect(classifyIntent("he was elected", plain).intent).toBe("unclear");
    expect(classifyIntent("comment threads", plain).intent).toBe("unclear");
    expect(classifyIntent("was ist seo", { ...plain, lang: "de" }).intent).toBe("informational");
  });

  it("uses what the page is for keywords without a cue of their own, with lower confidence", () => {
    const onArticle = classifyIntent("garden hose", article);
    expect(onArticle).toEqual({
      intent: "informational",
      confidence: 0.5,
      signals: ["page type: article (og:type article)"],
    });
    expect(classifyIntent("garden hose", product).intent).toBe("transactional");
    expect(classifyIntent("buy garden hose", product).confidence).toBeGreaterThan(onArticle.confidence);
  });

  it("gives the site's own name as navigational, more so on its home page", () => {
    const home: IntentPageSignals = { ...plain, pageType: { kind: "home", evidence: "the site's root URL" } };
    expect(classifyIntent("acme hoses", plain).intent).toBe("navigational");
    expect(classifyIntent("acme hoses", home).confidence).toBeGreaterThan(
      classifyIntent("acme hoses", plain).confidence,
    );
  });

  it("weighs the winner against both other intents, whichever order their weights come in", () => {
    // Informational 1.5 (question word, article) against transactional 1 (purchase word).
    expect(classifyIntent("how to buy hoses", article)).toMatchObject({
      intent: "informational",
      confidence: 0.5,
    });
    // Transactional 1.5 (purchase word, product page) against informational 1 and navigational 1 (site name).
    expect(classifyIntent("how to buy acme", product)).toMatchObject({
      intent: "transactional",
      confidence: 0.35,
    });
    // Navigational 1 alone wins; on a product page transactional 0.5 takes some away.
    expect(classifyIntent("acme", plain)).toMatchObject({ intent: "navigational", confidence: 0.65 });
    expect(classifyIntent("acme", product)).toMatchObject({ intent: "navigational", confidence: 0.5 });
  });

  it("says 'unclear' when cues of different intents weigh the same", () => {
    const tie = classifyIntent("hose buying guide price", plain);
    expect(tie.intent).toBe("unclear");
    expect(tie.signals).toHaveLength(2);
  });
});

describe("intent on whole pages", () => {
  const TEXT = `<p>${"Garden hoses carry water to the flower beds. ".repeat(8)}</p>`;

  it("takes the page type from schema.org, Open Graph and the URL", () => {
    const intentOf = (html: string, url = "https://shop.example/x") =>
      analyzeHtmlSync(html, { url }).keywords[0]!;
    const productLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Hose"}</script>`;
    expect(intentOf(`${productLd}${TEXT}`)).toMatchObject({ intent: "transactional" });
    expect(intentOf(`<meta property="og:type" content="article">${TEXT}`)).toMatchObject({
      intent: "informational",
    });
    expect(intentOf(TEXT, "https://shop.example/collections/hoses").intentSignals).toContain(
      "page type: category (listing URL /collections/hoses)",
    );
    expect(intentOf(TEXT, "https://blog.example/2016/04/hoses").intentSignals).toContain(
      "page type: article (dated URL /2016/04/)",
    );
    expect(intentOf(`<title>Garden hose guide</title>${TEXT}`).intentSignals).toContain(
      "page type: guide (title word “guide”)",
    );
    expect(intentOf(`<h1>How to water a garden</h1>${TEXT}`).intent).toBe("informational");
    expect(intentOf(TEXT)).toMatchObject({ intent: "unclear", intentConfidence: 0 });
  });

  it("calls a long text that says nothing else about itself informational, and says why", () => {
    const long = `<p>${"Garden hoses carry water to the flower beds and vegetable patches of the garden. ".repeat(50)}</p>`;
    const top = analyzeHtmlSync(long, { url: "https://shop.example/x" }).keywords[0]!;
    expect(top.intent).toBe("informational");
    expect(top.intentSignals[0]).toMatch(/^page type: long text \(\d+ words of main text\)$/);
  });

  it("fills provider data when a keyword-data provider is given", async () => {
    const { analyzeHtml } = await import("../analyze");
    const report = await analyzeHtml(`<p>${"Garden hoses last. ".repeat(3)}</p>`, {
      url: "https://a.example/",
      keywordData: {
        lookup: async (kws) => new Map(kws.map((k) => [k, { searchVolume: 1200, difficulty: 4 }])),
      },
    });
    expect(report.keywords[0]).toMatchObject({ searchVolume: 1200, difficulty: 4, competition: null });
  });
});
