import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { sampleReportDocument } from "../../../../test/report-sample-document";
import { reportCsvFiles } from "./report-csv-files";

/** As a spreadsheet reads it: the BOM skipped, quotes undone. */
const read = (content: string): string[][] => parse(content, { bom: true, relax_column_count: false });

describe("reportCsvFiles", () => {
  const doc = sampleReportDocument();
  const files = reportCsvFiles(doc);
  const file = (name: string) => files.find((f) => f.name === name)!.content;

  it("writes the figures, then one file per table named by section position and table id", () => {
    expect(files.map((f) => f.name)).toEqual(["0-figures.csv", "2-top-issues.csv", "3-rankings.csv"]);
    for (const f of files) expect(f.content.startsWith("\uFEFF")).toBe(true);
  });

  it("exports every row, not only the printed ones, UTF-8 intact and formulas neutralised", () => {
    const [header, ...rows] = read(file("2-top-issues.csv"));
    expect(header).toEqual(["Issue", "Pages", "Change", "Example page"]);
    expect(rows).toHaveLength(120);
    expect(rows[0]).toEqual([
      `'=HYPERLINK("http://evil.example","x")`,
      "1000",
      "",
      "https://example.com/a/really/long/path/without/any/space/segment-1/index.html",
    ]);
    expect(rows[1]![0]).toBe("Crème brûlée – Straße");
    expect(rows[119]).toEqual([
      "Issue number 120",
      "881",
      "114",
      "https://example.com/a/really/long/path/without/any/space/segment-120/index.html",
    ]);
    // The CSV has rows the HTML and PDF print only as "95 more rows".
    expect(rows.length).toBeGreaterThan(doc.sections[1]!.tables[0]!.printedRows);
  });

  it("writes null as an empty cell and a negative number as a number", () => {
    expect(read(file("3-rankings.csv"))).toEqual([
      ["Keyword", "Position", "Change", "Search Console clicks"],
      ["running shoes", "3", "2", "140"],
      ["Ελληνικά προϊόντα", "8", "-1", ""],
      ["'@SUM(A1:A2)", "", "", "0"],
    ]);
  });

  it("exports the headline figures with their section and source", () => {
    expect(read(file("0-figures.csv"))).toEqual([
      ["Section", "Label", "Value", "Detail", "Source"],
      [
        "Site health",
        "Health score",
        "87 / 100",
        "'+4 since 2026-09-28",
        "RankLens crawl of 2026-10-28 (1,204 pages)",
      ],
      ["Site health", "Pages crawled", "1,204", "", "RankLens crawl of 2026-10-28 (1,204 pages)"],
      [
        "Site health",
        "Pages with errors",
        "31",
        "−12 since 2026-09-28",
        "RankLens crawl of 2026-10-28 (1,204 pages)",
      ],
      ["Rankings and movers", "Keywords in the top 10", "12", "", "DataForSEO, checked 2026-10-30"],
    ]);
  });

  it("keeps names unique and path-free whatever the table ids", () => {
    const base = sampleReportDocument({ rows: 2 });
    const table = base.sections[1]!.tables[0]!;
    base.sections[1]!.tables = [
      table,
      { ...table },
      { ...table, id: "../../etc/passwd" },
      { ...table, id: "" },
    ];
    expect(reportCsvFiles(base).map((f) => f.name)).toEqual([
      "0-figures.csv",
      "2-top-issues.csv",
      "2-top-issues-2.csv",
      "2-etc-passwd.csv",
      "2-table.csv",
      "3-rankings.csv",
    ]);
  });
});
