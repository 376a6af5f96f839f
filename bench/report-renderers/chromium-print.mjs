// What both Chromium candidates share (ADR 041): the report as one self-contained HTML page (fonts
// as data: URLs, charts as inline SVG) printed with playwright-core's page.pdf(). Chromium's print
// has page numbers (footer template) but no forward page references, so the table of contents is
// two passes: print once with a PDF outline, read which page each heading's bookmark points at,
// print again with those numbers (the TOC is one page either way, so nothing moves).
import { readFileSync } from "node:fs";
import { escapeHtml, fontFile } from "./harness.mjs";

const fontFace = (weight) =>
  `@font-face{font-family:Inter;font-weight:${weight};src:url(data:font/ttf;base64,${readFileSync(fontFile(weight)).toString("base64")}) format("truetype")}`;
const FONTS = fontFace(400) + fontFace(700);

export function reportHtml(report, paper, tocPages = new Map()) {
  const rows = report.rows
    .map(
      (r) =>
        `<tr><td>${r.id}</td><td>${escapeHtml(r.url)}</td><td>${r.status}</td><td>${escapeHtml(r.title)}</td><td>${r.issues}</td></tr>`,
    )
    .join("");
  const sections = report.sections
    .map((s) => {
      const breakBefore = s.table || s.id === "note" ? ' class="newpage"' : "";
      return (
        `<section${breakBefore}><h2 id="${s.id}">${escapeHtml(s.heading)}</h2>` +
        s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("") +
        (s.chart ?? "") +
        (s.table
          ? `<table><colgroup><col style="width:9%"><col><col style="width:8%"><col style="width:22%"><col style="width:6%"></colgroup>` +
            `<thead><tr><th>ID</th><th>URL</th><th>Status</th><th>Title</th><th>Issues</th></tr></thead><tbody>${rows}</tbody></table>`
          : "") +
        "</section>"
      );
    })
    .join("");
  const toc = report.sections
    .map(
      (s) =>
        `<a href="#${s.id}"><span>${escapeHtml(s.heading)}</span><span class="fill"></span><span>${tocPages.get(s.id) ?? "00"}</span></a>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(report.title)}</title><style>
${FONTS}
@page{size:${paper};margin:1.7cm 1.7cm 2.1cm}
body{font-family:Inter;font-size:10pt;line-height:1.4;margin:0}
.title{break-after:page;padding-top:7cm}.title h1{font-size:26pt;margin:0 0 8pt}
h2{font-size:16pt;margin:18pt 0 6pt}
.toc{break-after:page}.toc a{display:flex;gap:4pt;color:inherit;text-decoration:none}.toc .fill{flex:1;border-bottom:1px dotted #64748b;margin-bottom:4pt}
.newpage{break-before:page}
svg{width:100%;height:auto;display:block}
table{width:100%;border-collapse:collapse;table-layout:fixed;font-size:8pt}
th{text-align:left}td,th{border-bottom:.4pt solid #cbd5e1;padding:2pt 3pt 2pt 0;vertical-align:top;overflow-wrap:anywhere}
tr{break-inside:avoid}
</style></head><body>
<div class="title"><h1>${escapeHtml(report.title)}</h1><div>${escapeHtml(report.subtitle)}</div></div>
<nav class="toc"><h2>Contents</h2>${toc}</nav>
${sections}
</body></html>`;
}

const FOOTER =
  '<div style="font-size:8pt;width:100%;text-align:center;font-family:sans-serif">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>';

async function print(context, html) {
  const page = await context.newPage();
  try {
    await page.setContent(html, { waitUntil: "load" });
    return await page.pdf({
      preferCSSPageSize: true,
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: "<div></div>",
      footerTemplate: FOOTER,
      outline: true,
      tagged: true,
    });
  } finally {
    await page.close();
  }
}

/** Renders the report: two prints, the second with the TOC's page numbers from the first's outline. */
export async function renderReport(context, report, paper) {
  const first = await print(context, reportHtml(report, paper));
  const pages = outlinePages(first);
  const tocPages = new Map(report.sections.map((s) => [s.id, pages.get(s.heading)]));
  return print(context, reportHtml(report, paper, tocPages));
}

/**
 * Each outline entry's title and the 1-based page it points at. Chromium (Skia) writes plain
 * objects: the page tree's /Kids list the pages in order; an outline item has /Title (ASCII as a
 * literal string, anything else as UTF-16BE hex) and /Dest [n 0 R ...].
 */
export function outlinePages(pdf) {
  const text = pdf.toString("latin1");
  const objects = new Map();
  for (const m of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) objects.set(m[1], m[2]);
  const order = [];
  const walk = (id) => {
    const body = objects.get(id) ?? "";
    const kids = body.match(/\/Kids\s*\[([^\]]*)\]/);
    if (/\/Type\s*\/Pages/.test(body) && kids) for (const k of kids[1].matchAll(/(\d+) 0 R/g)) walk(k[1]);
    else order.push(id);
  };
  const catalog = [...objects.values()].find((body) => /\/Type\s*\/Catalog/.test(body));
  walk(catalog.match(/\/Pages\s+(\d+) 0 R/)[1]);
  const pages = new Map();
  for (const body of objects.values()) {
    const item = body.match(
      /\/Title\s*(?:\(((?:\\.|[^\\)])*)\)|<([0-9A-Fa-f]+)>)[\s\S]*?\/Dest\s*\[\s*(\d+) 0 R/,
    );
    if (!item) continue;
    const title = item[1] !== undefined ? item[1].replace(/\\(.)/g, "$1") : utf16(item[2]);
    pages.set(title, order.indexOf(item[3]) + 1);
  }
  return pages;
}

function utf16(hex) {
  const bytes = Buffer.from(hex, "hex");
  const start = bytes[0] === 0xfe && bytes[1] === 0xff ? 2 : 0;
  return bytes.subarray(start).swap16().toString("utf16le");
}
