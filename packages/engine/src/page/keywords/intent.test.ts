import { describe, expect, it } from "vitest";
import { analyzeHtmlSync } from "../analyze";
import { classifyIntent, type IntentPageSignals } from "./intent";
import { phraseHaystack } from "./phrase-text";

const plain: IntentPageSignals = { brandTerms: ["acme"], pageType: { kind: null, evidence: "" } };
const article: IntentPageSignals = { ...plain, pageType: { kind: "article", evidence: "og:type article" } };
const product: IntentPageSignals = {
  ...plain,
  pageType: { kind: "product", evidence: "schema.org Product" },
};
const home: IntentPageSignals = { ...plain, pageType: { kind: "home", evidence: "the site's root URL" } };
const ARTICLE_LEAN = "page type: article (og:type article) leans informational";

describe("classifyIntent: cues of the keyword itself", () => {
  it("reads commercial and learning cues: one cue gives 0.6", () => {
    expect(classifyIntent("best tarot decks", plain)).toEqual({
      intent: "transactional",
      confidence: 0.6,
      signals: ["comparison word (commercial) “best”"],
    });
    expect(classifyIntent("how to descale an espresso machine", plain)).toEqual({
      intent: "informational",
      confidence: 0.6,
      signals: ["question word “how”"],
    });
    expect(classifyIntent("buy garden hose", plain).intent).toBe("transactional");
    expect(classifyIntent("acme login", plain)).toMatchObject({ intent: "navigational" });
  });

  it("raises the confidence when the page type agrees and lowers it when it does not", () => {
    expect(classifyIntent("how to descale an espresso machine", article)).toEqual({
      intent: "informational",
      confidence: 0.75,
      signals: ["question word “how”", `${ARTICLE_LEAN} (agrees)`],
    });
    expect(classifyIntent("how to descale an espresso machine", product)).toMatchObject({
      intent: "informational",
      confidence: 0.45,
    });
    expect(classifyIntent("best tarot decks", article).signals.at(-1)).toBe(`${ARTICLE_LEAN} (disagrees)`);
  });

  it("gives 0.85 to two cues that agree, less when another cue disagrees, 'unclear' on a tie", () => {
    expect(classifyIntent("buy cheap tarot decks", plain)).toMatchObject({
      intent: "transactional",
      confidence: 0.85,
    });
    expect(classifyIntent("buy cheap tarot decks", product).confidence).toBe(0.9);
    // Two transactional cues against one informational: 0.85 − 0.25.
    expect(classifyIntent("best cheap tarot deck guide", plain)).toMatchObject({
      intent: "transactional",
      confidence: 0.6,
    });
    expect(classifyIntent("how to buy tarot decks", article)).toEqual({
      intent: "unclear",
      confidence: 0,
      signals: ["question word “how”", "purchase word “buy”", "cues point different ways", ARTICLE_LEAN],
    });
  });

  it("says 'unclear' for a keyword made only of cue words: a cue must qualify something", () => {
    // The real case: "buy" as a keyword of an article about not buying things.
    expect(classifyIntent("buy", article)).toEqual({
      intent: "unclear",
      confidence: 0,
      signals: ["purchase word “buy”", "only cue words: nothing they qualify", ARTICLE_LEAN],
    });
    for (const k of ["price", "review", "best price", "how to"])
      expect(classifyIntent(k, plain).intent, k).toBe("unclear");
    expect(classifyIntent("购买", { ...plain, lang: "zh" }).intent).toBe("unclear");
  });

  it("does not take words with a common other sense as cues", () => {
    for (const k of ["yahoo sale", "trade deal", "executive order", "cost of living", "test suite"])
      expect(classifyIntent(k, plain).intent, k).toBe("unclear");
  });

  it("reads purchase and question cues in de, fr, es, it, pt, nl, ja and zh", () => {
    const cases: [string, string, string][] = [
      ["de", "espressomaschine kaufen", "wie espressomaschine entkalken"],
      ["fr", "acheter cartes de tarot pas cher", "comment tirer les cartes de tarot"],
      ["es", "comprar cartas de tarot", "cómo leer el tarot"],
      ["it", "comprare carte dei tarocchi", "come leggere i tarocchi"],
      ["pt", "comprar cartas de tarô", "como ler tarô"],
      ["nl", "tarotkaarten kopen", "hoe tarotkaarten leggen"],
      ["ja", "タロットカード購入", "タロットカードとは"],
      ["zh", "塔罗牌购买", "如何使用塔罗牌"],
    ];
    for (const [lang, purchase, question] of cases) {
      expect(classifyIntent(purchase, { ...plain, lang }).intent, purchase).toBe("transactional");
      expect(classifyIntent(question, { ...plain, lang }).intent, question).toBe("informational");
    }
    expect(classifyIntent("树莓派购买", { ...plain, lang: "zh-CN" }).signals).toEqual([
      "purchase word “购买”",
    ]);
    // "多少钱" (how much money) is a price question, not the "多少" (how many) inside it as well.
    expect(classifyIntent("树莓派多少钱", { ...plain, lang: "zh" })).toMatchObject({
      intent: "transactional",
      signals: ["purchase word “多少钱”"],
    });
  });

  it("reads another language's cue words only on pages in that language", () => {
    // "was" asks "what" in German; in English it is a verb. "comment" is "how" in French only.
    expect(classifyIntent("he was elected", plain).intent).toBe("unclear");
    expect(classifyIntent("comment threads", plain).intent).toBe("unclear");
    expect(classifyIntent("was ist seo", { ...plain, lang: "de" }).intent).toBe("informational");
  });
});

describe("classifyIntent: the page type is a prior only", () => {
  it("gives no label to a keyword without a cue, whatever the page, and says why", () => {
    expect(classifyIntent("tarot cards", article)).toEqual({
      intent: "unclear",
      confidence: 0,
      signals: ["no cue in the keyword: no intent word, site or product name", ARTICLE_LEAN],
    });
    expect(classifyIntent("tarot cards", product).intent).toBe("unclear");
    expect(classifyIntent("tarot cards", plain).signals).toEqual([
      "no cue in the keyword: no intent word, site or product name",
    ]);
  });
});

describe("classifyIntent: site, brand and product names", () => {
  const linking: IntentPageSignals = {
    ...article,
    linkedSites: [
      { name: "firefox", host: "firefox.com" },
      { name: "amazon", host: "amazon.de" },
      { name: "raspberrypi", host: "raspberrypi.com" },
    ],
  };

  it("calls the site's own name navigational, more surely on its home page", () => {
    expect(classifyIntent("acme hoses", plain)).toMatchObject({ intent: "navigational", confidence: 0.6 });
    expect(classifyIntent("acme hoses", home)).toMatchObject({ intent: "navigational", confidence: 0.75 });
    expect(classifyIntent("acme login", plain).confidence).toBe(0.85);
    // The words of the site's name are a name, not cues: "best buy" on bestbuy.com.
    expect(classifyIntent("best buy", { ...plain, brandTerms: ["best buy", "bestbuy"] })).toEqual({
      intent: "navigational",
      confidence: 0.6,
      signals: ["site name “best buy”"],
    });
  });

  it("calls the name of a site the page links to navigational, whatever the page is", () => {
    expect(classifyIntent("firefox", linking)).toEqual({
      intent: "navigational",
      confidence: 0.6,
      signals: ["name of a linked site “firefox” (firefox.com)"],
    });
    expect(classifyIntent("amazon", linking).intent).toBe("navigational");
    // Domain names drop the spaces of a name.
    expect(classifyIntent("raspberry pi", linking).intent).toBe("navigational");
    // A cue qualifying the name adds to it: "amazon login".
    expect(classifyIntent("amazon login", linking)).toMatchObject({
      intent: "navigational",
      confidence: 0.85,
    });
    // Only the whole name: "firefox extensions" is not a search for firefox.com.
    expect(classifyIntent("firefox extensions", linking).intent).toBe("unclear");
  });

  it("calls a product, brand or app name of the page commercial (transactional)", () => {
    const raspberry: IntentPageSignals = {
      ...product,
      productNames: [
        { name: "Raspberry Pi 5", haystack: phraseHaystack("Raspberry Pi 5"), source: "schema.org Product" },
      ],
    };
    expect(classifyIntent("raspberry pi", raspberry)).toEqual({
      intent: "transactional",
      confidence: 0.75,
      signals: [
        "product or brand name “Raspberry Pi 5” (schema.org Product)",
        "page type: product (schema.org Product) leans transactional (agrees)",
      ],
    });
    // The product's name inside a longer keyword names it too.
    expect(classifyIntent("raspberry pi 5 case", raspberry).intent).toBe("transactional");
    // The product name counts with a cue: two pieces of evidence.
    expect(classifyIntent("buy raspberry pi", raspberry).confidence).toBe(0.9);
  });

  it("prefers the name of a linked site to the same name as a brand: one name, one piece of evidence", () => {
    const both: IntentPageSignals = {
      ...linking,
      productNames: [{ name: "Amazon", haystack: phraseHaystack("Amazon"), source: "schema.org Brand" }],
    };
    expect(classifyIntent("amazon", both)).toMatchObject({ intent: "navigational", confidence: 0.6 });
  });
});

describe("intent on whole pages", () => {
  const keywordOf = (html: string, keyword: string, url = "https://shop.example/x") => {
    const found = analyzeHtmlSync(html, { url }).keywords.find((k) => k.keyword === keyword);
    if (!found) throw new Error(`no keyword “${keyword}”`);
    return found;
  };
  const GARDEN =
    "<p>Garden hoses carry water. Cheap garden hoses kink. Store garden hoses in winter. Rubber garden hoses last.</p>";

  it("names the page type, found from schema.org, Open Graph and the URL, as a prior", () => {
    expect(keywordOf(GARDEN, "garden hoses", "https://shop.example/collections/hoses")).toMatchObject({
      intent: "unclear",
      intentConfidence: 0,
      intentSignals: [
        "no cue in the keyword: no intent word, site or product name",
        "page type: category (listing URL /collections/hoses) leans transactional",
      ],
    });
    expect(keywordOf(GARDEN, "garden hoses", "https://blog.example/2016/04/hoses").intentSignals).toContain(
      "page type: article (dated URL /2016/04/) leans informational",
    );
    expect(keywordOf(`<title>Garden hose guide</title>${GARDEN}`, "garden hoses").intentSignals).toContain(
      "page type: guide (title word “guide”) leans informational",
    );
  });

  it("does not call “buy” transactional on an article about not buying things", () => {
    const html = `<meta property="og:type" content="article"><h1>Why I stopped shopping</h1><p>${"Do not buy a new phone. Buy nothing for a year, and buy less after. ".repeat(4)}</p>`;
    expect(keywordOf(html, "buy")).toMatchObject({ intent: "unclear", intentConfidence: 0 });
    expect(keywordOf(html, "buy nothing").intent).toBe("unclear");
  });

  it("calls the name of a site the page links to navigational", () => {
    const html = `<meta property="og:type" content="article"><p>Firefox blocks trackers. Firefox is fast. I switched to Firefox last year. Firefox updates itself. <a href="https://www.firefox.com/en-US/">Get Firefox</a></p>`;
    expect(keywordOf(html, "firefox")).toMatchObject({
      intent: "navigational",
      intentConfidence: 0.6,
      intentSignals: ["name of a linked site “firefox” (firefox.com)"],
    });
  });

  it("knows a linked site by the name its domain is registered under, in any country", () => {
    const html = `<p>Amazon ships fast. Amazon sells books. Amazon lowered prices. Amazon hired staff. <a href="https://www.amazon.de/gp/">Amazon.de</a> <a href="https://smile.amazon.co.uk/">UK</a></p>`;
    expect(keywordOf(html, "amazon")).toMatchObject({
      intent: "navigational",
      intentSignals: ["name of a linked site “amazon” (amazon.de)"],
    });
  });

  it("calls a keyword in the title of an og:type product page commercial", () => {
    const html = `<meta property="og:type" content="product"><title>Rider-Waite Tarot Deck</title><p>This tarot deck has 78 cards. Shuffle the tarot deck gently. Store the tarot deck in its box.</p>`;
    expect(keywordOf(html, "tarot deck")).toMatchObject({
      intent: "transactional",
      intentConfidence: 0.75,
      intentSignals: [
        "product or brand name “Rider-Waite Tarot Deck” (title of the product page)",
        "page type: product (og:type product) leans transactional (agrees)",
      ],
    });
  });

  it("calls the product of a Product page commercial, and not the publisher of an article", () => {
    const productLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Raspberry Pi 5"}</script>`;
    const pi =
      "<p>The Raspberry Pi runs a full desktop. Every Raspberry Pi has GPIO pins. Power the Raspberry Pi over USB-C.</p>";
    expect(keywordOf(`${productLd}${pi}`, "raspberry pi")).toMatchObject({
      intent: "transactional",
      intentConfidence: 0.75,
    });
    const articleLd = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Snow","publisher":{"@type":"Organization","name":"Chicago Tribune"}}</script>`;
    const snow = "<p>Snow closes Chicago schools. Chicago buses stop. Chicago airports cancel flights.</p>";
    expect(keywordOf(`${articleLd}${snow}`, "chicago").intent).toBe("unclear");
  });

  it("fills provider data when a keyword-data provider is given", async () => {
    const { analyzeHtml } = await import("../analyze");
    const report = await analyzeHtml(`<p>${"Garden hoses last. ".repeat(3)}</p>`, {
      url: "https://a.example/",
      keywordData: {
        source: "Test provider",
        lookup: async (kws) => new Map(kws.map((k) => [k, { searchVolume: 1200, difficulty: 4 }])),
      },
    });
    expect(report.keywords[0]).toMatchObject({ searchVolume: 1200, difficulty: 4, competition: null });
    expect(report.keywordData).toMatchObject({ source: "Test provider", error: null });
  });

  it("shows a provider's SERP-based intent labelled as its own, commercial as transactional, else the heuristic's", async () => {
    const { analyzeHtml } = await import("../analyze");
    const html = `<p>${"Garden hoses last. Buy garden hoses. ".repeat(3)}</p>`;
    const heuristic = (await analyzeHtml(html, { url: "https://a.example/" })).keywords;
    const report = await analyzeHtml(html, {
      url: "https://a.example/",
      keywordData: {
        source: "Test provider · United States",
        provider: "Test provider",
        lookup: async (kws) =>
          new Map(
            kws.map((k, i) => [
              k,
              i === 0
                ? { searchVolume: 10, intent: { label: "commercial" as const, probability: 0.82 } }
                : {},
            ]),
          ),
      },
    });
    const [first, ...rest] = report.keywords;
    expect(first).toMatchObject({
      intent: "transactional",
      intentConfidence: 0.82,
      intentSource: "Test provider",
      providerIntent: { label: "commercial", probability: 0.82 },
      intentSignals: ["Test provider's SERP-based intent: commercial"],
    });
    // Where the provider gave no intent, the engine's own stays, unlabelled.
    for (const [index, keyword] of rest.entries()) {
      expect(keyword.intentSource).toBeUndefined();
      expect(keyword.intent).toBe(heuristic[index + 1]!.intent);
    }
  });

  it("keeps the analysis when the provider fails: the numbers stay N/A and the report says why", async () => {
    const { analyzeHtml } = await import("../analyze");
    const report = await analyzeHtml(`<p>${"Garden hoses last. ".repeat(3)}</p>`, {
      url: "https://a.example/",
      keywordData: {
        source: "Test provider",
        lookup: async () => {
          throw new Error("Test provider refused the login and password.");
        },
      },
    });
    expect(report.keywords[0]).toMatchObject({ searchVolume: null, difficulty: null, competition: null });
    expect(report.keywordData).toEqual({
      source: "Test provider",
      readAt: null,
      error: "Test provider refused the login and password.",
    });
  });
});
