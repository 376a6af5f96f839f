import type { ReportFormat } from "@ranklens/shared";
import type { ReportDocument } from "../document/report-document";
import { reportCsvZip } from "./csv/report-csv-zip";
import { reportFileName } from "./csv/report-file-name";
import { renderReportHtml } from "./html/render-report-html";
import { renderReportPdf } from "./pdf/render-report-pdf";

export interface RenderedReport {
  body: Blob | string | ReadableStream<Uint8Array>;
  contentType: string;
  filename: string;
}

/** One report document in the format asked: PDF (Typst, in a child process), one HTML file, or a zip of its CSVs. */
export async function renderReport(doc: ReportDocument, format: ReportFormat): Promise<RenderedReport> {
  if (format === "pdf")
    return {
      body: new Blob([new Uint8Array(await renderReportPdf(doc))]),
      contentType: "application/pdf",
      filename: reportFileName(doc, "pdf"),
    };
  if (format === "html")
    return {
      body: renderReportHtml(doc),
      contentType: "text/html; charset=utf-8",
      filename: reportFileName(doc, "html"),
    };
  return { body: reportCsvZip(doc), contentType: "application/zip", filename: reportFileName(doc, "zip") };
}
