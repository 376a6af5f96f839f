import { describe, expect, it } from "vitest";
import { chromeKindOfClass, chromeKindOfId } from "./chrome-names";
import { extractHtmlFacts } from "./extract-html-facts";

const main = (html: string) => extractHtmlFacts(html, "https://news.example/story").mainText;
const PROSE = "Whales stranded on the beach were refloated by volunteers at dawn. ";

describe("main text leaves out page chrome", () => {
  it("drops nav, aside, footer, buttons and code listings inside <article> too", () => {
    const text = main(
      `<article><header><h1>Whale rescue</h1></header><p>${PROSE}</p>` +
        "<nav><a href='/a'>Sections</a></nav><aside>Related: other whales</aside>" +
        "<button>Share</button><button>Follow</button><pre>const list = [list]</pre>" +
        "<footer>Tags: ocean</footer></article>",
    );
    expect(text).toContain("Whale rescue");
    expect(text).toContain("refloated");
    for (const gone of ["Sections", "Related", "Share", "Follow", "const list", "Tags"])
      expect(text).not.toContain(gone);
  });

  it("drops bylines, share bars and photo credits named by class, and chrome roles", () => {
    const text = main(
      `<main><p class="byline">By Jane Doe, 3 hours ago</p><p>${PROSE}</p>` +
        `<div class="article-share"><a href="/fb">Facebook</a> <a href="/tw">Twitter</a></div>` +
        `<figure><img src="w.jpg"><figcaption>Volunteers <span class="photo-credit">Getty Images</span></figcaption></figure>` +
        `<div role="navigation">Home News Sport</div></main>`,
    );
    expect(text).toContain("refloated");
    expect(text).toContain("Volunteers");
    for (const gone of ["Jane Doe", "Facebook", "Twitter", "Getty", "Sport"])
      expect(text).not.toContain(gone);
  });

  it("drops Wikipedia's [edit] links, references and navboxes", () => {
    const text = main(
      `<main><h2><span class="mw-headline">History</span><span class="mw-editsection">[<a href="?action=edit">edit</a>]</span></h2>` +
        `<p>${PROSE}</p><ol class="references"><li><cite>"Whales". Retrieved 17 February 2008.</cite></li></ol>` +
        `<div class="navbox">Marine mammals navigation</div></main>`,
    );
    expect(text).toContain("History");
    for (const gone of ["edit", "Retrieved", "Marine mammals"]) expect(text).not.toContain(gone);
  });

  it("drops 'Continue reading' links, skip links and screen-reader-only text, keeps other links", () => {
    const text = main(
      `<main><a class="visually-hidden skip-to-text-link" href="#story">Continue reading the main story</a>` +
        `<p>${PROSE} <a href="/volunteers">Volunteers</a> helped.</p><p><a href="/more">Continue reading →</a></p>` +
        `<p><a href="/x">Read more</a></p><span class="sr-only">Opens in a new window</span>` +
        // BBC's label before every video caption, a keyword of bbc-1 four times over.
        `<figure><figcaption><span class="off-screen">Media caption</span>Volunteers at dawn</figcaption></figure></main>`,
    );
    expect(text).toContain("Volunteers helped");
    expect(text).toContain("Volunteers at dawn");
    for (const gone of ["Continue", "Read more", "Opens", "Media caption"]) expect(text).not.toContain(gone);
  });

  it("drops hidden elements: hidden, aria-hidden and inline display:none", () => {
    const text = main(
      `<main><p>${PROSE}</p><div hidden>Hidden one</div><div aria-hidden="true">Hidden two</div>` +
        `<div style="display: none">Hidden three</div><div class="hidden md:block">Shown on desktops</div></main>`,
    );
    expect(text).not.toContain("Hidden");
    // A class name alone cannot say hidden: "hidden md:block" is shown from the md breakpoint on.
    expect(text).toContain("Shown on desktops");
  });

  it("keeps a big wrapper whose class only looks like chrome (a share-widget wrapper around the story)", () => {
    const story = `<p>${PROSE.repeat(20)}</p>`;
    const wrapped = main(`<div class="article-share">${story}</div>`);
    expect(wrapped).toContain("refloated");
    // The same class on a small element is a share bar.
    expect(main(`<p>${PROSE}</p><div class="article-share">Share this</div>`)).not.toContain("Share this");
  });

  it("keeps links and words of the prose whose class only looks like chrome", () => {
    // The New York Times marks company links "meta-org"; a link to a tag page inside a sentence is prose too.
    const text = main(
      `<main><p><a class="meta-org" href="/yahoo">Yahoo</a>’s sale to <a class="meta-org" href="/verizon">Verizon</a> ` +
        `was <a class="tag" href="/t/deals">a deal</a> of the year.</p></main>`,
    );
    expect(text).toBe("Yahoo’s sale to Verizon was a deal of the year.");
  });

  it("does not take a paragraph of dropped chrome as the first paragraph", () => {
    const f = extractHtmlFacts(
      `<main><div class="byline"><p>By Jane Doe</p></div><p>${PROSE}</p></main>`,
      null,
    );
    expect(f.firstParagraph).toBe(PROSE.trim());
  });

  it("keeps the body text whole (the page's visible text, chrome included)", () => {
    const f = extractHtmlFacts(`<main><p>${PROSE}</p><button>Share</button></main>`, null);
    expect(f.bodyText).toContain("Share");
  });
});

describe("chromeKindOfClass and chromeKindOfId", () => {
  it("matches a chrome word as a whole name or at either end of one", () => {
    expect(chromeKindOfClass("share")).not.toBe(0);
    expect(chromeKindOfClass("content share-bar")).not.toBe(0);
    expect(chromeKindOfClass("article_share")).not.toBe(0);
    expect(chromeKindOfClass("u-visually-hidden")).not.toBe(0);
  });

  it("reads camel-case names as joined words (qq.com's 'shareBtn' and 'mbArticleShareBtn' share bars)", () => {
    expect(chromeKindOfClass("shareBtn v-shareBtn pr")).not.toBe(0);
    expect(chromeKindOfClass("mbArticleShareBtn")).not.toBe(0);
    expect(chromeKindOfClass("ArticleContent")).toBe(0);
    expect(chromeKindOfClass("mbArticleShareWrap")).toBe(0);
    const text = main(
      `<div class="bd"><h1>DeepMind新电脑</h1><div class="shareBtn"><a href="#">腾讯微博</a> <a href="#">QQ空间</a></div><p>${PROSE}</p><div class="mbArticleShareBtn"><span>转播到腾讯微博</span></div></div>`,
    );
    expect(text).toContain("refloated");
    expect(text).not.toContain("腾讯微博");
  });

  it("ignores a chrome word in the middle of a longer name, and words that merely start like one", () => {
    expect(chromeKindOfClass("text-wrapper gigya-share-btns-2_gig_containerParent")).toBe(0);
    expect(chromeKindOfClass("l-sidebar-fixed")).toBe(0);
    expect(chromeKindOfClass("shared-content address")).toBe(0);
  });

  it("judge an id as a class, remembered or not, asked once or twice", () => {
    for (const value of ["share", "article_share", "l-sidebar-fixed", "post-123", "Cookie-Banner"]) {
      expect(chromeKindOfId(value)).toBe(chromeKindOfClass(value));
      expect(chromeKindOfClass(value)).toBe(chromeKindOfId(value));
    }
  });
});
