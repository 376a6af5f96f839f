// Builds the one report document every candidate renders (ADR 041) and writes it as JSON to
// $PDF_BENCH_DIR/input/report.json (default /tmp/pdf-bench): a title, sections of headings and
// paragraphs, two line charts as SVG markup from packages/charts, and a 2,000-row table of URLs.
// Run it with tsx so the chart's TSX loads:  node --import tsx bench/report-renderers/prepare.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { LineChartSvg } from "../../packages/charts/src/line-chart.tsx";

const dir = process.env.PDF_BENCH_DIR ?? "/tmp/pdf-bench";
const ROWS = 2000;

// Names outside ASCII (Latin-1, an en dash, German ß, Cyrillic, Greek): every renderer must keep them.
const NAMES = ["Crème brûlée – Straße", "Жёлтый дом — каталог", "Ελληνικά προϊόντα", "Ærøskøbing Å/S"];

function days(count) {
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

function chart(title, series, options = {}) {
  return renderToStaticMarkup(createElement(LineChartSvg, { title, series, width: 640, ...options }));
}

const dates = days(90);
const healthChart = chart("Site health score", [
  {
    name: "example.com",
    points: dates.map((at, i) => ({ at, value: 60 + Math.round(20 * Math.sin(i / 9)) })),
  },
  {
    name: "competitor.example",
    points: dates.map((at, i) => ({ at, value: i % 17 === 0 ? null : 55 + ((i * 7) % 25) })),
  },
]);
const rankChart = chart(
  "Average position",
  [{ name: "Tracked keywords", points: dates.map((at, i) => ({ at, value: 3 + ((i * 13) % 40) })) }],
  { max: 50, inverted: true },
);

const STATUSES = [200, 200, 200, 200, 301, 404, 500];
const rows = Array.from({ length: ROWS }, (_, i) => {
  const id = `R${String(i + 1).padStart(4, "0")}`;
  const name = NAMES[i % NAMES.length];
  // Long URLs with no space to break at: the renderer must wrap them inside the cell.
  const url =
    `https://www.example.com/de/kategorie/kuechen-zubehoer-und-backformen/unterkategorie-${i % 37}/` +
    `produkt-${i}-mit-einem-sehr-langen-namen-der-nicht-umbricht?utm_source=newsletter&utm_medium=email&ref=${id}`;
  return { id, url, status: STATUSES[i % STATUSES.length], title: `${name} ${i + 1}`, issues: (i * 7) % 13 };
});

const paragraph = (topic) =>
  `This section reports ${topic} for example.com between 1 January 2026 and 31 March 2026. ` +
  "Every figure names its source and the date it was read; a section with no data says so instead of " +
  "showing zeros. Crème brûlée – Straße is one of the tracked pages whose title is not ASCII.";

const report = {
  title: "Site report — example.com",
  subtitle: "Acme Agency · 1 January – 31 March 2026",
  sections: [
    {
      id: "summary",
      heading: "Site health summary",
      paragraphs: [paragraph("site health"), paragraph("issues")],
    },
    {
      id: "health",
      heading: "Health over time",
      paragraphs: [paragraph("the daily health score")],
      chart: healthChart,
    },
    { id: "rankings", heading: "Rankings and movers", paragraphs: [paragraph("rankings")], chart: rankChart },
    { id: "pages", heading: "Crawled pages", paragraphs: [paragraph("every crawled page")], table: true },
    { id: "note", heading: "Note", paragraphs: [paragraph("the next steps"), paragraph("what changed")] },
  ],
  names: NAMES,
  rows,
};

mkdirSync(join(dir, "input"), { recursive: true });
writeFileSync(join(dir, "input", "report.json"), JSON.stringify(report));
writeFileSync(join(dir, "input", "health-chart.svg"), healthChart);
console.log(`wrote ${join(dir, "input", "report.json")} (${rows.length} rows, 2 charts)`);
