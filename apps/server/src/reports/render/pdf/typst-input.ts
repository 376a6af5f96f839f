import type { ReportDocument, ReportFigure } from "../../document/report-document";
import { headingColour, logoFile, safeAccent } from "../branding";
import { generatedLabel, type PrintedTable, printedTable } from "../printed-table";
import { chartSvg } from "./chart-svg";
import { FONT_FAMILY } from "./inter-font";

/**
 * What the Typst child needs to render one report: the data report.typ reads, the files it names,
 * the paper and the PDF's creation time. Plain data (strings, numbers, bytes), so it crosses to
 * the child process as one IPC message. Built in the parent, where React is already loaded, so the
 * child loads nothing but the compiler.
 */
export interface TypstInput {
  /** /input/report.json: the shape report.typ reads (ReportPdfData). */
  data: ReportPdfData;
  /** Files the data names by path (charts, logo), mapped under the template's folder. */
  files: Array<{ path: string; bytes: Uint8Array }>;
  /** Typst's name for it (`sys.inputs.paper`). */
  paper: "a4" | "us-letter";
  /** The PDF's creation date, seconds since the epoch: when the report was built, not rendered. */
  creationTimestamp: number;
}

export interface ReportPdfData {
  title: string;
  brandName: string;
  subject: string;
  period: string;
  generated: string;
  accent: string;
  headingColour: string;
  logo: string | null;
  sections: Array<{
    title: string;
    source: string | null;
    empty: string | null;
    figures: ReportFigure[];
    paragraphs: string[];
    charts: Array<{ title: string; file: string }>;
    tables: PrintedTable[];
  }>;
}

export function typstInput(doc: ReportDocument): TypstInput {
  const files: TypstInput["files"] = [];
  const logo = logoFile(doc.logo);
  if (logo) files.push({ path: `/input/logo.${logo.extension}`, bytes: logo.bytes });
  const sections = doc.sections.map((section, s) => ({
    title: section.title,
    source: section.source,
    empty: section.empty,
    figures: section.figures.map(({ label, value, detail }) => ({ label, value, detail })),
    paragraphs: section.paragraphs,
    charts: section.charts.map((chart, c) => {
      // Paths are ours, never the user's: a title cannot name a file.
      const path = `/input/chart-${s + 1}-${c + 1}.svg`;
      files.push({ path, bytes: Buffer.from(chartSvg(chart, FONT_FAMILY)) });
      return { title: chart.title, file: path };
    }),
    tables: section.tables.map(printedTable),
  }));
  return {
    data: {
      title: doc.title,
      brandName: doc.brandName,
      subject: doc.subject,
      period: doc.period.label,
      generated: generatedLabel(doc.generatedAt),
      accent: safeAccent(doc.accentColor),
      headingColour: headingColour(safeAccent(doc.accentColor)),
      logo: logo ? `/input/logo.${logo.extension}` : null,
      sections,
    },
    files,
    paper: doc.paper === "letter" ? "us-letter" : "a4",
    creationTimestamp: Math.floor(Date.parse(doc.generatedAt) / 1000) || 0,
  };
}
