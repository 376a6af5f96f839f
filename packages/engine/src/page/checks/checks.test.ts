import { describe, expect, it } from "vitest";
import type { CheckStatus } from "../check";
import { defineCheck } from "../check";
import { pageInput } from "../computed/computed-facts";
import { factsFromHtml } from "../facts-from-artifacts";
import { passed } from "../outcome";
import { runChecks } from "../runner";

const URL_ = "https://shop.example/guides/blue-widgets";

function statusOf(
  id: string,
  html: string,
  extra: { headers?: Record<string, string>; status?: number; url?: string } = {},
) {
  const facts = factsFromHtml(html, { url: extra.url ?? URL_, headers: extra.headers, status: extra.status });
  const result = runChecks(pageInput(facts)).find((c) => c.id === id);
  if (!result) throw new Error(`no check ${id}`);
  return result;
}

const LONG_TEXT = `<p>${"Blue widgets are sturdy tools for every workshop and home. ".repeat(40)}</p>`;
const TITLE_OK = "<title>Blue widgets: how to choose the right one</title>";
const DESC_OK = `<meta name="description" content="${"A practical guide to blue widgets. ".repeat(4)}">`;

/** [check id, html, expected status, optional headers/status/url]. */
const TABLE: [
  string,
  string,
  CheckStatus,
  { headers?: Record<string, string>; status?: number; url?: string }?,
][] = [
  ["document-title", "<title>Hi</title>", "pass"],
  ["document-title", "<title>  </title>", "fail"],
  ["document-title", "<p>x</p>", "fail"],
  ["meta-description", '<meta name="Description" content="x">', "pass"],
  ["meta-description", '<meta name="description" content="  ">', "fail"],
  ["meta-description", "<title>x</title>", "fail"],
  ["title-length", TITLE_OK, "pass"],
  ["title-length", "<title>Short</title>", "warn"],
  ["title-length", `<title>${"x".repeat(61)}</title>`, "warn"],
  ["title-length", "<p>x</p>", "notApplicable"],
  ["meta-description-length", DESC_OK, "pass"],
  ["meta-description-length", '<meta name="description" content="too short">', "warn"],
  ["meta-description-length", `<meta name="description" content="${"y".repeat(161)}">`, "warn"],
  ["multiple-titles", "<title>a</title><title>b</title>", "fail"],
  ["multiple-titles", "<title>a</title>", "pass"],
  [
    "multiple-meta-descriptions",
    '<meta name="description" content="a"><meta name="description" content="b">',
    "fail",
  ],
  ["single-h1", "<h1>One</h1><h2>Two</h2>", "pass"],
  ["single-h1", "<h2>Two</h2>", "fail"],
  ["single-h1", "<h1></h1>", "fail"],
  ["single-h1", "<h1>a</h1><h1>b</h1>", "warn"],
  ["heading-order", "<h1>a</h1><h2>b</h2><h3>c</h3><h2>d</h2>", "pass"],
  ["heading-order", "<h1>a</h1><h3>c</h3>", "warn"],
  ["heading-order", "<p>x</p>", "notApplicable"],
  ["thin-content", LONG_TEXT, "pass"],
  ["thin-content", `<p>${"word ".repeat(250)}</p>`, "warn"],
  ["thin-content", "<p>few words</p>", "fail"],
  [
    "keyword-placement",
    `${TITLE_OK}<h1>Blue widgets</h1><meta name="description" content="blue widgets">${LONG_TEXT}`,
    "pass",
  ],
  [
    "keyword-placement",
    `<title>Other</title><h1>Other</h1>${LONG_TEXT}`,
    "fail",
    { url: "https://shop.example/x" },
  ],
  [
    "keyword-placement",
    `<title>Blue widgets</title><h1>Other</h1>${LONG_TEXT}`,
    "warn",
    { url: "https://shop.example/x" },
  ],
  ["viewport", '<meta name="viewport" content="width=device-width, initial-scale=1">', "pass"],
  ["viewport", '<meta name="viewport" content="width=device-width, user-scalable=no">', "warn"],
  ["viewport", '<meta name="viewport" content="width=device-width, maximum-scale=1">', "warn"],
  ["viewport", '<meta name="viewport" content="width=1175">', "warn"],
  ["viewport", '<meta name="viewport" content="width=device-width, maximum-scale=2">', "pass"],
  ["viewport", '<meta name="viewport" content="user-scalable=no">', "fail"],
  ["viewport", "<p>x</p>", "fail"],
  ["charset", '<meta charset="utf-8">', "pass"],
  ["charset", "<p>x</p>", "pass", { headers: { "Content-Type": "text/html; charset=utf-8" } }],
  ["charset", "<p>x</p>", "fail"],
  ["favicon", '<link rel="icon" href="/f.ico">', "pass"],
  ["favicon", '<link rel="shortcut icon" href="/f.ico">', "pass"],
  ["favicon", '<link rel="apple-touch-icon" href="/touch.png">', "pass"],
  ["favicon", '<link rel="manifest" href="/site.webmanifest">', "pass"],
  ["favicon", '<link rel="mask-icon" href="/pin.svg">', "fail"],
  ["favicon", '<div>x</div><link rel="icon" href="/f.ico">', "fail"],
  ["favicon", "<p>x</p>", "fail"],
  ["meta-refresh", '<meta http-equiv="refresh" content="0;url=/x">', "fail"],
  ["meta-refresh", "<p>x</p>", "pass"],
  [
    "meta-in-body",
    '<head><title>x</title></head><body><link rel="canonical" href="https://a.example/"></body>',
    "fail",
  ],
  ["meta-in-body", '<head><div>x</div><meta name="description" content="moved"></head>', "fail"],
  ["meta-in-body", '<head><meta name="description" content="x"></head><body><p>x</p></body>', "pass"],
  ["is-crawlable", '<meta name="robots" content="noindex">', "fail"],
  ["is-crawlable", '<meta name="robots" content="index">', "pass"],
  ["is-crawlable", '<meta name="googlebot" content="noindex">', "warn"],
  ["is-crawlable", "<p>x</p>", "fail", { headers: { "X-Robots-Tag": "none" } }],
  ["is-crawlable", "<p>x</p>", "pass", { headers: { "X-Robots-Tag": "unavailable_after: 2999-01-01" } }],
  ["is-crawlable", "<p>x</p>", "fail", { headers: { "X-Robots-Tag": "unavailable_after: 2001-01-01" } }],
  ["x-robots-tag", "<p>x</p>", "fail", { headers: { "X-Robots-Tag": "noindex" } }],
  ["x-robots-tag", "<p>x</p>", "notApplicable"],
  ["http-status-code", "<p>x</p>", "fail", { status: 404 }],
  ["http-status-code", "<p>x</p>", "pass", { status: 200 }],
  ["http-status-code", "<p>x</p>", "notApplicable"],
  ["canonical", '<link rel="canonical" href="https://shop.example/guides/blue-widgets">', "pass"],
  ["canonical", '<link rel="canonical" href="/relative">', "fail"],
  ["canonical", '<link rel="canonical" href="https://shop.example/">', "fail"],
  [
    "canonical",
    '<link rel="canonical" href="https://shop.example/x"><link rel="canonical" href="https://shop.example/x">',
    "pass",
  ],
  ["canonical", "<p>x</p>", "notApplicable"],
  ["canonical", '<link rel="canonical" href="https://other.example/guides/blue-widgets">', "warn"],
  ["canonical", '<link rel="canonical" href="https://www.shop.example/guides/blue-widgets">', "pass"],
  ["canonical", '<p>x</p><link rel="canonical" href="/in-body">', "notApplicable"],
  [
    "multiple-canonicals",
    '<link rel="canonical" href="https://a.example/x"><link rel="canonical" href="https://a.example/x">',
    "warn",
  ],
  [
    "multiple-canonicals",
    '<link rel="canonical" href="https://a.example/x"><link rel="canonical" href="https://a.example/y">',
    "fail",
  ],
  ["hreflang", '<link rel="alternate" hreflang="de-AT" href="https://a.example/de">', "pass"],
  ["hreflang", '<link rel="alternate" hreflang="xx" href="https://a.example/de">', "fail"],
  ["hreflang", '<link rel="alternate" hreflang="de" href="/de">', "fail"],
  ["hreflang", "<p>x</p>", "pass"],
  ["html-lang", '<html lang="en-GB">', "pass"],
  ["html-lang", '<html lang="xx">', "fail"],
  ["html-lang", "<html>", "fail"],
  ["link-text", '<a href="https://b.example/">click here</a>', "fail"],
  ["link-text", '<a href="https://b.example/" rel="nofollow">click here</a>', "pass"],
  ["link-text", '<a href="#top">click here</a>', "pass"],
  ["link-text", '<html lang="de"><a href="https://b.example/">here</a>', "pass"],
  ["crawlable-anchors", '<a href="javascript:void(0)">x</a>', "fail"],
  ["crawlable-anchors", '<a onclick="go()">x</a>', "fail"],
  ["crawlable-anchors", "<a>placeholder</a>", "pass"],
  ["crawlable-anchors", '<a target="_blank">no href</a>', "fail"],
  ["crawlable-anchors", '<body oncontextmenu="return false"><a>placeholder</a></body>', "fail"],
  ["crawlable-anchors", '<body onload="init()"><a>placeholder</a></body>', "pass"],
  ["crawlable-anchors", '<a href="" target="_blank">empty href</a>', "pass"],
  ["crawlable-anchors", '<a href="file:///etc">x</a>', "fail"],
  ["crawlable-anchors", '<a href="javascript:void(0)" role="button">x</a>', "pass"],
  ["crawlable-anchors", '<a href="http://[bad">x</a>', "fail"],
  ["empty-links", '<a href="/x"><img src="i.png" alt="Home"></a>', "pass"],
  ["empty-links", '<a href="/x"><img src="i.png"></a>', "fail"],
  ["internal-nofollow", '<a href="/x" rel="nofollow">x</a>', "warn"],
  ["internal-nofollow", '<a href="https://other.example/" rel="nofollow">x</a>', "pass"],
  ["too-many-links", '<a href="/x">x</a>'.repeat(101), "warn"],
  ["too-many-links", '<a href="/x">x</a>'.repeat(100), "pass"],
  ["image-alt", '<img src="a.png" alt="">', "pass"],
  ["image-alt", '<img src="a.png">', "fail"],
  ["image-alt", '<img src="a.png" alt=" ">', "fail"],
  ["image-alt", '<img src="a.png" role="presentation">', "pass"],
  ["image-alt", "<p>x</p>", "notApplicable"],
  ["image-dimensions", '<img src="a.png" width="10" height="10">', "pass"],
  ["image-dimensions", '<img src="a.png">', "warn"],
  [
    "open-graph",
    '<meta property="og:title" content="a"><meta property="og:type" content="article"><meta property="og:image" content="https://a.example/i.png"><meta property="og:url" content="https://a.example/"><meta property="og:description" content="d">',
    "pass",
  ],
  ["open-graph", '<meta property="og:title" content="a">', "warn"],
  ["open-graph", "<p>x</p>", "fail"],
  [
    "twitter-card",
    '<meta name="twitter:card" content="summary"><meta property="og:title" content="a"><meta property="og:description" content="b"><meta property="og:image" content="c">',
    "pass",
  ],
  ["twitter-card", '<meta name="twitter:card" content="summary">', "warn"],
  ["twitter-card", '<meta name="twitter:card" content="bogus">', "fail"],
  [
    "json-ld",
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"A","url":"https://a.example"}</script>',
    "pass",
  ],
  [
    "rich-results",
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"A"}</script>',
    "fail",
  ],
  ["rich-results", "<p>x</p>", "notApplicable"],
  ["ai-directives", '<meta name="robots" content="noai, noimageai">', "warn"],
  ["ai-directives", '<meta name="robots" content="index, follow">', "pass"],
  ["ai-crawler-access", "<p>x</p>", "notApplicable"],
  ["llms-txt", "<p>x</p>", "notApplicable"],
  ["json-ld", '<script type="application/ld+json">{not json</script>', "fail"],
  ["json-ld", '<script type="application/ld+json">{"@type":"Thing"}</script>', "fail"],
  ["json-ld", "<p>x</p>", "notApplicable"],
  ["https", "<p>x</p>", "pass"],
  ["https", "<p>x</p>", "fail", { url: "http://a.example/" }],
  ["mixed-content", '<img src="http://cdn.example/a.png" alt="">', "fail"],
  ["mixed-content", '<img src="https://cdn.example/a.png" alt="">', "pass"],
  [
    "mixed-content",
    '<img src="http://cdn.example/a.png" alt="">',
    "notApplicable",
    { url: "http://a.example/" },
  ],
  ["insecure-form", '<form action="http://a.example/post"></form>', "fail"],
  ["insecure-form", '<form action="/post"></form>', "pass"],
  ["security-headers", "<p>x</p>", "warn", { headers: { "x-frame-options": "DENY" } }],
  [
    "security-headers",
    "<p>x</p>",
    "pass",
    {
      headers: {
        "strict-transport-security": "max-age=1",
        "content-security-policy": "frame-ancestors 'none'",
        "x-content-type-options": "nosniff",
      },
    },
  ],
  ["security-headers", "<p>x</p>", "notApplicable"],
  ["compression", `<p>${"x".repeat(2000)}</p>`, "fail", { headers: { "content-type": "text/html" } }],
  ["compression", `<p>${"x".repeat(2000)}</p>`, "pass", { headers: { "content-encoding": "br" } }],
  ["page-weight", `<p>${"x".repeat(1_100_000)}</p>`, "warn"],
  ["page-weight", "<p>x</p>", "pass"],
  ["response-time", "<p>x</p>", "notApplicable"],
  ["redirect-chain", "<p>x</p>", "notApplicable"],
  ["robots-txt", "<p>x</p>", "notApplicable"],
];

describe("checks", () => {
  it.each(TABLE.map(([id, html, expected, extra]) => [id, expected, html, extra] as const))(
    "%s → %s (case %#)",
    (id, expected, html, extra) => {
      const result = statusOf(id, html, extra);
      expect(result.status).toBe(expected);
      if (expected === "fail" || expected === "warn") expect(result.advice).toBeTruthy();
      if (expected === "notApplicable") expect(result.weight).toBe(0);
    },
  );

  it("every check has at least one pass and one non-pass case in the table", () => {
    const ids = new Set(TABLE.map(([id]) => id));
    expect(ids.size).toBeGreaterThanOrEqual(38);
  });

  it("a check that throws becomes an error and the others still run", () => {
    const boom = defineCheck({
      id: "boom",
      category: "content",
      title: "t",
      failureTitle: "f",
      description: "d",
      requiredFacts: [],
      scoreMode: "binary",
      defaultOptions: {},
      run() {
        throw new Error("kaput");
      },
    });
    const ok = defineCheck({ ...boom, id: "ok", run: () => passed() });
    const facts = factsFromHtml("<p>x</p>", { url: URL_ });
    const results = runChecks(pageInput(facts), {}, [boom, ok]);
    expect(results.map((r) => [r.id, r.status, r.score, r.weight])).toEqual([
      ["boom", "error", null, 0],
      ["ok", "pass", 1, 1],
    ]);
    expect(results[0]!.displayValue).toContain("kaput");
  });

  it("option overrides change thresholds", () => {
    const facts = factsFromHtml("<title>Short</title>", { url: URL_ });
    const [result] = runChecks(pageInput(facts), { "title-length": { min: 3 } }).filter(
      (c) => c.id === "title-length",
    );
    expect(result!.status).toBe("pass");
  });
});

describe("what the checks say", () => {
  const check = (id: string, html: string, url = URL_) => statusOf(id, html, { url });

  it("the viewport check names what is wrong with an existing viewport", () => {
    const zoom = check(
      "viewport",
      '<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">',
    );
    expect(zoom.displayValue).toBe("maximum-scale=1 blocks zooming");
    expect(zoom.advice).toContain("maximum-scale=1 blocks zooming");
    expect(zoom.title).not.toMatch(/no usable/i);
    expect(
      check("viewport", '<meta name="viewport" content="width=device-width,user-scalable=no">').displayValue,
    ).toBe("user-scalable=no blocks zooming");
    const fixed = check("viewport", '<meta name="viewport" content="width = 1175">');
    expect(fixed.displayValue).toBe("width=1175 fixes the layout width, so phones show it zoomed out");
    expect(fixed.score).toBe(0.5);
  });

  it("a canonical to another host is a cross-domain warning that says why, without lowering the score", () => {
    const result = check(
      "canonical",
      '<link rel="canonical" href="https://other.example/guides/blue-widgets">',
    );
    expect(result.score).toBe(1);
    expect(result.displayValue).toBe("Cross-domain canonical (other.example)");
    expect(result.advice).toContain("search engines will index that URL instead of this page");
  });

  it("advice never lists empty values", () => {
    const texts = [
      check("empty-links", '<a href=""><img src="a.png"></a><a href=""></a>').advice,
      check("single-h1", "<h1></h1><h1>Blue</h1>").advice,
      check("multiple-titles", "<title></title><title>b</title><title></title>").advice,
      check("image-alt", '<img src=""><img>').advice,
    ];
    for (const text of texts) {
      expect(text).toBeTruthy();
      expect(text).not.toMatch(/: \.|, ,|: ,|“”|, \.|: \(/);
    }
  });

  it("advice shortens long URLs in the middle", () => {
    const long = `https://cdn.example/${"a-very-long-path-segment/".repeat(10)}photo.jpg`;
    const advice = check("image-alt", `<img src="${long}">`).advice!;
    expect(advice).not.toContain(long);
    expect(advice).toContain("https://cdn.example/");
    expect(advice).toContain("photo.jpg");
    // The item keeps the whole URL as evidence.
    expect(check("image-alt", `<img src="${long}">`).items[0]!.value).toBe(long);
  });
});
