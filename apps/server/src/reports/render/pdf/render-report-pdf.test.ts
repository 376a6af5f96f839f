import { execFileSync } from "node:child_process";
import { Resvg } from "@resvg/resvg-js";
import { beforeAll, describe, expect, it } from "vitest";
import { pdfInfo, pdfRasterImages, pdfText, popplerMissing } from "../../../../test/poppler";
import { sampleReportDocument } from "../../../../test/report-sample-document";
import type { ReportDocument } from "../../document/report-document";
import { renderReportPdf } from "./render-report-pdf";

const missing = popplerMissing();

describe.skipIf(missing !== null)(`renderReportPdf${missing ? ` (skipped: ${missing})` : ""}`, () => {
  let a4: Buffer;
  let text: string;
  beforeAll(async () => {
    a4 = await renderReportPdf(sampleReportDocument({ rows: 120 }));
    text = pdfText(a4);
  }, 60_000);

  it("prints each section with its source line, figures, empty sentence and note as given", () => {
    for (const title of [
      "Site health",
      "Top issues",
      "Rankings and movers",
      "Competitor comparison",
      "Note",
    ]) {
      // A heading is a line of its own (a page may start with it, after pdftotext's form feed).
      expect(text).toMatch(new RegExp(`^\f?${title}$`, "m"));
    }
    expect(text).toContain("Source: RankLens crawl of 2026-10-28 (1,204 pages)");
    expect(text).toContain("87 / 100");
    expect(text).toContain("1,204");
    expect(text).toContain("+4 since 2026-09-28");
    expect(text).toContain("No data for this period.");
    expect(text).toContain("We fixed the redirect chains <script>alert(1)</script> this month.");
    expect(text).toContain('=HYPERLINK("http://evil.');
  });

  it("prints UTF-8 names in Inter, and no other font", () => {
    for (const name of ["Crème brûlée – Straße", "Жёлтый дом", "Ελληνικά προϊόντα"])
      expect(text).toContain(name);
    const fonts = execFileSync("pdffonts", ["-"], {
      input: a4,
      stdio: ["pipe", "pipe", "ignore"],
    }).toString();
    const names = fonts
      .split("\n")
      .slice(2)
      .filter(Boolean)
      .map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ""));
    expect(new Set(names)).toEqual(new Set(["Inter-Regular", "Inter-SemiBold", "Inter-Bold"]));
  });

  it("prints a table's first printedRows rows, N/A for missing numbers, and counts the rest for the CSV", () => {
    expect(text).toMatch(/Issue number 25\s+976\s+N\/A/);
    expect(text).not.toMatch(/Issue number 26\b/);
    expect(text).toContain("95 more rows in the CSV");
    // The keywords table has no more rows than it prints.
    expect(text).toMatch(/@SUM\(A1:A2\)\s+N\/A\s+N\/A\s+0/);
    expect(text.match(/more rows? in the CSV/g)).toHaveLength(1);
  });

  it("has a title page without a number, then a contents page, and 'Page N of M' on every later page", () => {
    const pages = text.split("\f").filter((page) => page.trim() !== "");
    const total = Number(pdfInfo(a4).Pages);
    expect(pages).toHaveLength(total);
    expect(pages[0]).not.toMatch(/Page \d+ of/);
    expect(pages[1]).toMatch(/^Contents$/m);
    for (const [i, page] of pages.entries()) if (i > 0) expect(page).toContain(`Page ${i + 1} of ${total}`);
    // The contents list each section with the page its heading is on.
    const siteHealthPage = pages.findIndex((page) => /^Site health$/m.test(page)) + 1;
    expect(pages[1]).toMatch(new RegExp(`Site health[ .]+\\D*${siteHealthPage}\\s`));
  });

  it("is A4 or Letter as the document says", async () => {
    expect(pdfInfo(a4)["Page size"]).toMatch(/^595\.\d+ x 841\.\d+ pts/);
    const letter = await renderReportPdf({ ...sampleReportDocument({ rows: 5 }), paper: "letter" });
    expect(pdfInfo(letter)["Page size"]).toMatch(/^612 x 792 pts/);
  });

  it("draws the charts as vectors (no raster image) and embeds the logo as the one image", async () => {
    expect(pdfRasterImages(a4)).toEqual([]);
    const withLogo = await renderReportPdf(sampleReportDocument({ rows: 5, logo: pngLogo() }));
    expect(pdfRasterImages(withLogo)).toEqual([{ page: 1, width: 60, height: 20 }]);
  });

  it("prints Typst markup in user text literally, never as code", async () => {
    const doc = sampleReportDocument({ rows: 5 });
    const markup = {
      title: '#eval("1+1") *bold* _em_',
      brand: "#set page(fill: red) $x^2$",
      paragraph: '#panic("boom") <lbl> @ref // not a comment',
      cell: "= Not a heading \\ #context here",
    };
    const note = doc.sections.find((section) => section.kind === "note")!;
    note.paragraphs = [markup.paragraph];
    doc.sections.find((section) => section.kind === "top_issues")!.tables[0]!.rows[2]![0] = markup.cell;
    const pdf = await renderReportPdf({ ...doc, title: markup.title, brandName: markup.brand });
    const printed = pdfText(pdf);
    for (const value of Object.values(markup)) expect(printed).toContain(value);
    expect(pdfInfo(pdf).Title).toBe(markup.title);
  });

  it("rejects with Typst's own message when it cannot lay the report out", async () => {
    const corrupt: ReportDocument = sampleReportDocument({ rows: 5, logo: "data:image/png;base64,AAAA" });
    await expect(renderReportPdf(corrupt)).rejects.toThrow(
      /^Typst could not lay out the report: failed to decode image/,
    );
  });

  it("kills the child when the render takes longer than timeoutMs, and renders the next report", async () => {
    await expect(renderReportPdf(sampleReportDocument({ rows: 2000 }), { timeoutMs: 1 })).rejects.toThrow(
      "The PDF took longer than 1 ms to render; the renderer was stopped.",
    );
    // It settles on the child's exit: nothing of ours is left running.
    expect(renderChildren()).toEqual([]);
    const next = await renderReportPdf(sampleReportDocument({ rows: 5 }));
    expect(next.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});

/** A 60×20 PNG logo, drawn by resvg like the e-mail's charts. */
function pngLogo(): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20"><rect width="60" height="20" fill="#c2410c"/></svg>`;
  return `data:image/png;base64,${Buffer.from(new Resvg(svg).render().asPng()).toString("base64")}`;
}

/** This process' render children still alive. */
function renderChildren(): string[] {
  const ps = execFileSync("ps", ["-o", "args=", "--ppid", String(process.pid)]).toString();
  return ps.split("\n").filter((line) => line.includes("render-child"));
}
