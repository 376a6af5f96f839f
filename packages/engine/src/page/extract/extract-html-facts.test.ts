import { describe, expect, it } from "vitest";
import { listFixtures, readFixture } from "../../../../../test/fixtures";
import { countWords } from "../../text/words";
import { pageInput } from "../computed/computed-facts";
import { factsFromHtml } from "../facts-from-artifacts";
import { extractHtmlFacts } from "./extract-html-facts";

describe("extractHtmlFacts", () => {
  it("separates words at block boundaries but not at inline ones", () => {
    const f = extractHtmlFacts(
      "<body><div>one</div><div>two</div><p>th<b>ree</b></p><li>four<br>five</li></body>",
      null,
    );
    expect(countWords(f.bodyText)).toBe(5);
    expect(f.bodyText).toBe("one\ntwo\nthree\nfour\nfive");
  });

  it("leaves out template, noscript, script, style, svg and textarea text", () => {
    const f = extractHtmlFacts(
      "<body><p>kept</p><template><p>tpl</p><a href='/x'>t</a></template><noscript><img src='n.png'></noscript><script>var s</script><style>p{}</style><svg><text>svg</text></svg><textarea>ta</textarea></body>",
      "https://a.example/",
    );
    expect(f.bodyText).toBe("kept");
    expect(f.anchors).toHaveLength(0);
    expect(f.images).toHaveLength(0);
  });

  it("tells missing alt from empty alt", () => {
    const f = extractHtmlFacts('<img src="a"><img src="b" alt=""><img src="c" alt="C">', null);
    expect(f.images.map((i) => i.alt)).toEqual([null, "", "C"]);
    const report = factsFromHtml('<img src="a"><img src="b" alt="">', { url: "https://a.example/" });
    expect(report.images).toHaveLength(2);
  });

  it("takes document.title from the first title, whitespace collapsed, ignoring SVG titles", () => {
    const f = extractHtmlFacts(
      "<svg><title>icon</title></svg><title>  A\n  page </title><title>B</title>",
      null,
    );
    expect(f.title).toBe("A page");
    expect(f.titles).toEqual(["A page", "B"]);
  });

  it("follows the browser's head rules: body content ends <head>", () => {
    const f = extractHtmlFacts(
      '<html><head><meta name="a" content="1"><link rel="canonical" href="https://a.example/"><div>x</div><meta name="b" content="2"></head></html>',
      null,
    );
    expect(f.metas.map((m) => [m.name, m.inHead])).toEqual([
      ["a", true],
      ["b", false],
    ]);
    expect(f.linkTags[0]!.inHead).toBe(true);
    const afterHead = extractHtmlFacts(
      '<head></head><link rel="canonical" href="https://a.example/"><body></body>',
      null,
    );
    expect(afterHead.linkTags[0]!.inHead).toBe(true);
  });

  it("classifies internal, external and nofollow links", () => {
    const facts = factsFromHtml(
      '<a href="/a">a</a><a href="https://www.a.example/b">b</a><a href="https://other.example/" rel="nofollow ugc">c</a><a href="mailto:x@a.example">m</a>',
      { url: "https://a.example/page" },
    );
    expect(facts.anchors.map((a) => a.rel)).toEqual([[], [], ["nofollow", "ugc"], []]);
    expect(facts.anchors[0]!.href).toBe("https://a.example/a");
  });

  it("resolves links against <base href>", () => {
    const f = extractHtmlFacts(
      '<base href="https://cdn.example/dir/"><a href="x">x</a>',
      "https://a.example/",
    );
    expect(f.anchors[0]!.href).toBe("https://cdn.example/dir/x");
  });

  it("link text excludes image alt (like innerText) but the label includes it", () => {
    const f = extractHtmlFacts('<a href="/x"><img src="i" alt="click"> here</a>', null);
    expect(f.anchors[0]!.text).toBe("here");
    expect(f.anchors[0]!.label).toBe("click here");
  });

  it("prefers <main> for the main text and finds its first paragraph", () => {
    const f = extractHtmlFacts(
      "<nav><p>Menu</p></nav><main><h1>T</h1><p>First para.</p><p>Second.</p></main><footer>f</footer>",
      null,
    );
    expect(f.mainTextSource).toBe("main");
    expect(f.mainText).toBe("T\nFirst para.\nSecond.");
    expect(f.firstParagraph).toBe("First para.");
  });

  it("without <main>/<article> drops nav, header, footer and aside", () => {
    const f = extractHtmlFacts(
      "<header>Brand</header><nav>Menu</nav><p>Body text</p><aside>Ad</aside><footer>Legal</footer>",
      null,
    );
    expect(f.mainText).toBe("Body text");
    expect(f.bodyText).toBe("Brand\nMenu\nBody text\nAd\nLegal");
  });

  it("collects JSON-LD, headings in order and insecure resources", () => {
    const f = extractHtmlFacts(
      '<script type="application/ld+json">{"@type":"Thing"}</script><h2>B <i>c</i></h2><h1>A</h1><img src="http://x.example/i.png" alt="">',
      null,
    );
    expect(f.jsonLd).toEqual(['{"@type":"Thing"}']);
    expect(f.headings).toEqual([
      { level: 2, text: "B c" },
      { level: 1, text: "A" },
    ]);
    expect(f.insecureResources).toEqual(["http://x.example/i.png"]);
  });

  it("word count of the report is the main text's", () => {
    const facts = factsFromHtml("<nav>a b c</nav><p>one two three four</p>", { url: "https://a.example/" });
    expect(pageInput(facts).wordCount).toBe(4);
  });

  it("reads only the attributes it needs without changing any fact", () => {
    const pages = listFixtures("lighthouse-seo/", ".html").map((f) => readFixture(`lighthouse-seo/${f}`));
    pages.push(
      "<html LANG=de><meta NAME=Description CONTENT=x name=y><link REL=Canonical HREF=/c hreflang=de>" +
        '<img SRC="http://i/a.png" ALT=a alt=b Width=1 HEIGHT=2 ROLE=img Title=t aria-label=l aria-labelledby=m>' +
        '<object DATA="http://o/"></object><form ACTION="http://f/" METHOD=POST></form><div ROLE=main lang=fr>' +
        '<script TYPE="application/ld+json">{}</script><a HREF=/a ID=i NAME=n ROLE=r ONCLICK=x REL=NoFollow>a</a></div>' +
        "<meta charset=utf-8 http-equiv=refresh property=og:title>" +
        // Names beyond ASCII: "TİTLE" lower-cases to another name than "title", which then still counts.
        "<p DATA-É=1 TİTLE=x Title=y><img ALT=a ÅLT=b src=s><a İD=x Id=y XLINK:HREF=z>b</a>",
    );
    expect(pages.length).toBeGreaterThan(3);
    for (const html of pages) {
      expect(extractHtmlFacts(html, "https://a.example/")).toEqual(
        extractHtmlFacts(html, "https://a.example/", null),
      );
    }
  });
});

describe("where <head> ends, as the browser's tree builder decides", () => {
  const inHead = (html: string) => extractHtmlFacts(html, "https://a.example/").metas.map((m) => m.inHead);
  it("a no-break space in <head> ends it; ASCII whitespace and comments do not", () => {
    expect(inHead('<head>&nbsp;<meta name="description" content="d">')).toEqual([false]);
    expect(inHead('<head>\u00a0<meta name="description" content="d">')).toEqual([false]);
    expect(inHead('<head> \t\n\r\f<!-- c --><meta name="description" content="d">')).toEqual([true]);
  });

  it("text or an element right inside <head> ends it, and what follows is visible body text", () => {
    expect(inHead('<head>x<meta name="description" content="d">')).toEqual([false]);
    const facts = extractHtmlFacts(
      "<head><title>T</title><div>Hello there</div> world</head><body><p>Body</p></body>",
      null,
    );
    expect(facts.bodyText.replace(/\s+/g, " ").trim()).toBe("Hello there world Body");
    expect(
      extractHtmlFacts(
        "<head><title>T</title>stray words<script>var x</script></head>",
        null,
      ).bodyText.trim(),
    ).toBe("stray words");
  });

  it("a leading byte order mark is not text", () => {
    expect(inHead('\ufeff<!DOCTYPE html><html><head><meta name="description" content="d">')).toEqual([true]);
  });
});
