import type { Document, Element } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { sampleReportDocument } from "../../../../test/report-sample-document";
import type { ReportDocument } from "../../document/report-document";
import { renderReportHtml } from "./render-report-html";

const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/eL9GtQAAAABJRU5ErkJggg==";

/** Parsed as a browser would, so an injected tag would show up as an element, not as text. */
function parse(html: string): Document {
  return parseDocument(html);
}
const elements = (dom: Document, name: string) => DomUtils.getElementsByTagName(name, dom);
const bodyText = (dom: Document) => DomUtils.textContent(elements(dom, "body")[0]!).replace(/\s+/g, " ");
const styleText = (dom: Document) => DomUtils.textContent(elements(dom, "style"));
const meta = (dom: Document, name: string) =>
  elements(dom, "meta").find((m) => m.attribs.name === name || m.attribs["http-equiv"] === name)?.attribs
    .content;

/** Every text of the document the HTML must print (the printed rows' text cells among them). */
function textsOf(doc: ReportDocument): string[] {
  return [
    doc.title,
    doc.brandName,
    doc.subject,
    doc.period.label,
    ...doc.sections.flatMap((s) => [
      s.title,
      ...(s.source ? [`Source: ${s.source}`] : []),
      ...(s.empty ? [s.empty] : []),
      ...s.figures.flatMap((f) => [f.label, f.value, ...(f.detail ? [f.detail] : [])]),
      ...s.paragraphs,
      ...s.charts.map((c) => c.title),
      ...s.tables.flatMap((t) => [
        t.title,
        ...t.columns.map((c) => c.label),
        ...t.rows.slice(0, t.printedRows).flatMap((row) => row.filter((cell) => typeof cell === "string")),
      ]),
    ]),
  ];
}

describe("renderReportHtml", () => {
  const doc = sampleReportDocument();
  const html = renderReportHtml(doc);
  const dom = parse(html);

  it("prints every text of the document as text: the note's <script> is not an element", () => {
    const text = bodyText(dom);
    for (const expected of textsOf(doc)) expect(text).toContain(expected);
    expect(elements(dom, "script")).toEqual([]);
    expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
    expect(text).toContain("Generated2026-11-01 07:00 UTC");
  });

  it("requests nothing: every href is a fragment, every src a data: image, no CSS url() or @import", () => {
    const all = DomUtils.findAll(() => true, dom.children) as Element[];
    for (const element of all)
      for (const [name, value] of Object.entries(element.attribs)) {
        // xmlns names the SVG namespace; it is never fetched.
        if (name === "xmlns") continue;
        expect(value, `${element.name} ${name}`).not.toMatch(/^\s*(https?:)?\/\//i);
        if (name === "href") expect(value).toMatch(/^#section-\d+$/);
        if (name === "src") expect(value).toMatch(/^data:image\//);
      }
    expect(styleText(dom)).not.toMatch(/url\(|@import|@font-face/i);
    expect(elements(dom, "link")).toEqual([]);
    expect(elements(dom, "iframe")).toEqual([]);
  });

  it("says no index, no referrer, and a CSP that refuses everything but its style and data: images", () => {
    expect(meta(dom, "robots")).toBe("noindex, nofollow");
    expect(meta(dom, "referrer")).toBe("no-referrer");
    expect(meta(dom, "Content-Security-Policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(DomUtils.textContent(elements(dom, "title"))).toBe(
      "Monthly SEO report — Жёлтый дом · 1 Oct 2026 – 30 Oct 2026",
    );
  });

  it("links each contents entry to its section", () => {
    const links = elements(dom, "nav").flatMap((nav) => DomUtils.getElementsByTagName("a", nav));
    expect(links.map((a) => DomUtils.textContent(a))).toEqual(doc.sections.map((s) => s.title));
    for (const link of links)
      expect(DomUtils.getElementById(link.attribs.href!.slice(1), dom)).not.toBeNull();
  });

  it("prints a table's first printedRows rows, counts the rest, right-aligns numbers and says N/A for null", () => {
    const [issues, keywords] = elements(dom, "table");
    const rows = DomUtils.getElementsByTagName("tr", issues!);
    expect(rows).toHaveLength(1 + 25);
    expect(bodyText(dom)).toContain("95 more rows in the CSV");
    const cells = DomUtils.getElementsByTagName("td", rows[1]!);
    expect(cells.map((td) => [DomUtils.textContent(td), td.attribs.class])).toEqual([
      ['=HYPERLINK("http://evil.example","x")', "text"],
      ["1,000", "num"],
      ["N/A", "num na"],
      ["https://example.com/a/really/long/path/without/any/space/segment-1/index.html", "url"],
    ]);
    // URLs are text, not links (table-html.ts says why).
    expect(DomUtils.getElementsByTagName("a", issues!)).toEqual([]);
    expect(DomUtils.getElementsByTagName("tr", keywords!)).toHaveLength(4);
    expect(bodyText(dom)).not.toContain("more row in the CSV");
  });

  it("draws each chart as inline SVG", () => {
    const svgs = elements(dom, "svg");
    expect(svgs).toHaveLength(2);
    expect(svgs[1]!.attribs["aria-label"]).toContain("Ελληνικά προϊόντα");
    expect(DomUtils.getElementsByTagName("polyline", svgs[1]!).length).toBeGreaterThan(2);
  });

  it("shows a PNG or JPEG data: logo and drops anything else", () => {
    const logoOf = (logo: string | null) =>
      elements(parse(renderReportHtml(sampleReportDocument({ logo }))), "img").map((img) => img.attribs.src);
    expect(logoOf(PNG)).toEqual([PNG]);
    const jpeg = "data:image/jpeg;base64,/9j/4AAQSkZJRg==";
    expect(logoOf(jpeg)).toEqual([jpeg]);
    expect(logoOf(null)).toEqual([]);
    expect(logoOf("https://evil.example/logo.png")).toEqual([]);
    expect(logoOf("data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=")).toEqual([]);
    expect(logoOf(`${PNG}" onerror="alert(1)`)).toEqual([]);
    expect(logoOf("DATA:image/png;base64,AAAA")).toEqual([]);
  });

  it("uses a valid accent colour for the headings and ignores an invalid one", () => {
    expect(styleText(dom)).toContain("--accent:#c2410c;--heading:#c2410c");
    const bad = { ...doc, accentColor: "red}</style><script>alert(1)</script>" };
    const badDom = parse(renderReportHtml(bad));
    expect(styleText(badDom)).toContain("--accent:#2563eb;");
    expect(elements(badDom, "script")).toEqual([]);
    expect(renderReportHtml(bad)).not.toContain("alert(1)</script>");
    // A pale accent cannot be read as heading text on white: headings keep the ink colour.
    const pale = parse(renderReportHtml({ ...doc, accentColor: "#FDE047" }));
    expect(styleText(pale)).toContain("--accent:#fde047;--heading:#0f172a");
  });

  it("sets the print page size from the document's paper", () => {
    expect(styleText(dom)).toContain("@page{size:A4;");
    expect(styleText(parse(renderReportHtml({ ...doc, paper: "letter" })))).toContain("@page{size:letter;");
  });

  it("shared: the same page with a read-only banner, and nothing else", () => {
    const shared = renderReportHtml(doc, { shared: true });
    const banner = '<p class="shared-banner" role="note">Shared read-only report</p>\n';
    expect(shared).toContain(banner);
    expect(shared.replace(banner, "")).toBe(html);
  });
});
