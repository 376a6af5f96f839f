// Candidate: @react-pdf/renderer (pure JS: yoga layout, pdfkit, fontkit). ADR 041.
// Install: see README (run.mjs does it): npm install @react-pdf/renderer@4.9.0 react@19.3.1
// React elements are built with createElement so the file stays plain JS.
import { fontFile, load, measure } from "./harness.mjs";

const C = "react-pdf";
const React = await load(C, "react");
const pdf = await load(C, "@react-pdf/renderer");
const { Document, Page, View, Text, Link, Svg, G, Rect, Line, Polyline, Circle, Font, renderToBuffer } = pdf;
const h = React.createElement;

Font.register({
  family: "Inter",
  fonts: [{ src: fontFile(400) }, { src: fontFile(700), fontWeight: 700 }],
});

const styles = {
  // No lineHeight on the page: inherited by the fixed page-number Text it is multiplied by the font
  // size on every pagination pass until pdfkit throws "unsupported number" (react-pdf issue 3452).
  page: { fontFamily: "Inter", fontSize: 10, padding: 48, paddingBottom: 60 },
  h1: { fontSize: 26, fontWeight: 700, marginTop: 200 },
  h2: { fontSize: 16, fontWeight: 700, marginTop: 18, marginBottom: 6 },
  p: { marginBottom: 6, lineHeight: 1.4 },
  footer: { position: "absolute", bottom: 28, left: 48, right: 48, textAlign: "center", fontSize: 8 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#cbd5e1", paddingVertical: 2 },
  head: { flexDirection: "row", borderBottomWidth: 1, fontWeight: 700, paddingVertical: 3 },
  cells: [
    { width: "9%" },
    { width: "55%", paddingRight: 4 },
    { width: "8%" },
    { width: "22%" },
    { width: "6%" },
  ],
};

// The chart is the packages/charts SVG markup turned into react-pdf's SVG primitives: react-pdf
// takes no SVG string, so the report module would need this (or chart components of its own).
const TAGS = { svg: Svg, g: G, rect: Rect, line: Line, polyline: Polyline, circle: Circle, text: Text };
function svgToElements(markup) {
  const root = { children: [] };
  const stack = [root];
  for (const m of markup.matchAll(/<(\/?)([a-z]+)([^>]*?)(\/?)>|([^<]+)/g)) {
    const [, closing, tag, attrs, selfClosing, text] = m;
    const parent = stack[stack.length - 1];
    if (text !== undefined) parent.children.push(text);
    else if (closing) stack.pop();
    else {
      const props = {};
      for (const [, name, value] of attrs.matchAll(/([a-zA-Z][a-zA-Z0-9-]*)="([^"]*)"/g)) {
        if (["xmlns", "role", "aria-label", "dominant-baseline"].includes(name)) continue;
        props[name.replace(/-([a-z])/g, (_, c) => c.toUpperCase())] = value;
      }
      if (props.fontFamily) props.fontFamily = "Inter";
      if (tag === "text") props.style = { fontSize: Number(props.fontSize ?? 11), fontFamily: "Inter" };
      const node = { tag, props, children: [] };
      parent.children.push(node);
      if (!selfClosing) stack.push(node);
    }
  }
  const build = (node, key) =>
    typeof node === "string"
      ? node
      : h(TAGS[node.tag], { key, ...node.props }, ...node.children.map((child, i) => build(child, i)));
  const svg = root.children[0];
  svg.props.style = { width: 500, height: (500 * Number(svg.props.height)) / Number(svg.props.width) };
  return build(svg, "chart");
}

function footer() {
  return h(Text, {
    style: styles.footer,
    fixed: true,
    render: ({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`,
  });
}

function section(s, pages, report) {
  return [
    h(
      Text,
      {
        key: `h-${s.id}`,
        id: s.id,
        style: styles.h2,
        bookmark: s.heading,
        // Where the heading lands: the first pass records it, the second prints it in the TOC.
        render: ({ pageNumber }) => {
          pages.set(s.id, pageNumber);
          return s.heading;
        },
      },
      s.heading,
    ),
    ...s.paragraphs.map((p, i) => h(Text, { key: `p-${s.id}-${i}`, style: styles.p }, p)),
    s.chart ? h(View, { key: `c-${s.id}`, wrap: false }, svgToElements(s.chart)) : null,
    s.table ? table(report.rows) : null,
  ];
}

function table(rows) {
  const cell = (i, value) => h(Text, { key: i, style: styles.cells[i] }, String(value));
  const headers = ["ID", "URL", "Status", "Title", "Issues"];
  return h(
    View,
    { key: "table" },
    h(View, { style: styles.head, fixed: true }, ...headers.map((t, i) => cell(i, t))),
    ...rows.map((r) =>
      h(
        View,
        { key: r.id, style: styles.row, wrap: false },
        cell(0, r.id),
        cell(1, r.url),
        cell(2, r.status),
        cell(3, r.title),
        cell(4, r.issues),
      ),
    ),
  );
}

function documentOf(report, paper, pages, tocPages) {
  const groups = [report.sections.slice(0, 3), report.sections.slice(3, 4), report.sections.slice(4)];
  return h(
    Document,
    { title: report.title },
    h(
      Page,
      { size: paper, style: styles.page },
      h(Text, { style: styles.h1 }, report.title),
      h(Text, null, report.subtitle),
    ),
    h(
      Page,
      { size: paper, style: styles.page },
      h(Text, { style: styles.h2 }, "Contents"),
      ...report.sections.map((s) =>
        h(
          Link,
          {
            key: s.id,
            src: `#${s.id}`,
            style: { flexDirection: "row", textDecoration: "none", color: "#000" },
          },
          h(Text, { style: { flexGrow: 1 } }, s.heading),
          h(Text, null, String(tocPages.get(s.id) ?? "")),
        ),
      ),
      footer(),
    ),
    ...groups.map((group, i) =>
      h(
        Page,
        { key: i, size: paper, style: styles.page, wrap: true },
        ...group.flatMap((s) => section(s, pages, report)),
        footer(),
      ),
    ),
  );
}

async function render(report, paper) {
  // Two passes: react-pdf has no forward page references, so the TOC's numbers come from the first.
  const first = new Map();
  await renderToBuffer(documentOf(report, paper, first, new Map()));
  return renderToBuffer(documentOf(report, paper, new Map(), first));
}

await measure(C, { render });
