import type { ReportDocument, ReportTable } from "../src/reports/document/report-document";

/**
 * A report document as the builder makes one, for the renderers' tests: every section kind, a
 * chart, UTF-8 names, a cell that a spreadsheet would run as a formula, and a table longer than
 * what the PDF and HTML print. `rows` sets the long table's length.
 */
export function sampleReportDocument(options: { rows?: number; logo?: string | null } = {}): ReportDocument {
  const rows = options.rows ?? 120;
  const pages: ReportTable = {
    id: "top-issues",
    title: "Issues by pages affected",
    columns: [
      { label: "Issue", kind: "text" },
      { label: "Pages", kind: "number" },
      { label: "Change", kind: "number" },
      { label: "Example page", kind: "url" },
    ],
    rows: Array.from({ length: rows }, (_, i) => [
      i === 0
        ? '=HYPERLINK("http://evil.example","x")'
        : i === 1
          ? "Crème brûlée – Straße"
          : `Issue number ${i + 1}`,
      1000 - i,
      i % 3 === 0 ? null : i - 5,
      `https://example.com/a/really/long/path/without/any/space/segment-${i + 1}/index.html`,
    ]),
    printedRows: 25,
  };
  const days = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 9, 1 + i)).toISOString());
  return {
    title: "Monthly SEO report — Жёлтый дом",
    brandName: "Acme Agency",
    logo: options.logo ?? null,
    accentColor: "#c2410c",
    period: { from: "2026-10-01", to: "2026-10-30", label: "1 Oct 2026 – 30 Oct 2026" },
    subject: "Site: example.com · Project: Example shop",
    generatedAt: "2026-11-01T07:00:00.000Z",
    paper: "a4",
    sections: [
      {
        kind: "site_health",
        title: "Site health",
        source: "RankLens crawl of 2026-10-28 (1,204 pages)",
        empty: null,
        figures: [
          { label: "Health score", value: "87 / 100", detail: "+4 since 2026-09-28" },
          { label: "Pages crawled", value: "1,204", detail: null },
          { label: "Pages with errors", value: "31", detail: "−12 since 2026-09-28" },
        ],
        paragraphs: [],
        charts: [
          {
            title: "Health score per crawl",
            series: [{ name: "example.com", points: days.map((at, i) => ({ at, value: 70 + (i % 10) })) }],
            max: 100,
            inverted: false,
          },
        ],
        tables: [],
      },
      {
        kind: "top_issues",
        title: "Top issues",
        source: "RankLens crawl of 2026-10-28",
        empty: null,
        figures: [],
        paragraphs: [],
        charts: [],
        tables: [pages],
      },
      {
        kind: "rankings",
        title: "Rankings and movers",
        source: "DataForSEO, checked 2026-10-30",
        empty: null,
        figures: [{ label: "Keywords in the top 10", value: "12", detail: null }],
        paragraphs: [],
        charts: [
          {
            title: "Positions",
            series: [
              {
                name: "running shoes",
                points: days.map((at, i) => ({ at, value: i === 4 ? null : 3 + (i % 4) })),
              },
              { name: "Ελληνικά προϊόντα", points: days.map((at, i) => ({ at, value: 12 - (i % 5) })) },
            ],
            max: 20,
            inverted: true,
          },
        ],
        tables: [
          {
            id: "rankings",
            title: "Keywords",
            columns: [
              { label: "Keyword", kind: "text" },
              { label: "Position", kind: "number" },
              { label: "Change", kind: "number" },
              { label: "Search Console clicks", kind: "number" },
            ],
            rows: [
              ["running shoes", 3, 2, 140],
              ["Ελληνικά προϊόντα", 8, -1, null],
              ["@SUM(A1:A2)", null, null, 0],
            ],
            printedRows: 3,
          },
        ],
      },
      {
        kind: "competitors",
        title: "Competitor comparison",
        source: null,
        empty: "No data for this period.",
        figures: [],
        paragraphs: [],
        charts: [],
        tables: [],
      },
      {
        kind: "note",
        title: "Note",
        source: null,
        empty: null,
        figures: [],
        paragraphs: [
          "We fixed the redirect chains <script>alert(1)</script> this month.",
          "Next: the product pages' titles.",
        ],
        charts: [],
        tables: [],
      },
    ],
  };
}
