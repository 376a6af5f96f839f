import { DEFAULT_REPORT_ACCENT } from "@ranklens/shared";
import { escapeHtml } from "../../mail/escape-html";
import { headerSafe } from "../../mail/header-safe";
import type { MailAttachment, MailMessage } from "../../mail/mailer";
import { unsubscribeHeaders } from "../../mail/unsubscribe-headers";
import type { ReportDocument } from "../document/report-document";
import { reportFileName } from "../render/csv/report-file-name";
import {
  chartAttachments,
  drawReportCharts,
  LOGO_CID,
  logoAttachment,
  type ReportChartPngs,
} from "./report-email-images";
import { sectionHtml, sectionText } from "./report-email-sections";

export interface ReportEmailInput {
  to: string;
  document: ReportDocument;
  /** Lines before the report ("Hi Olive," …); none for a report's outside recipients. */
  intro?: string[];
  /** Where the e-mail's link into RankLens leads, and its words. */
  link: { url: string; label: string };
  /** Why the reader gets this e-mail, the one-click link that stops it, and (members) their settings. */
  footer: { why: string; unsubscribeUrl: string; settingsUrl?: string };
  /** The report as PDF, attached; null: none. */
  attachPdf: Buffer | null;
  /** The PDF was meant to be attached but could not be made: the e-mail says so. */
  pdfFailed?: boolean;
  /** The charts, drawn once for every recipient (drawReportCharts); drawn here when absent. */
  charts?: ReportChartPngs;
}

/**
 * A report as an e-mail: subject "<title> — <period>", every section's figures under its source
 * line in text and HTML, each chart inline as PNG, the first rows of each table, a link into
 * RankLens, optionally the PDF, and a one-click unsubscribe (RFC 8058). Everything from the
 * document is escaped in the HTML and kept out of headers' line breaks.
 */
export function reportEmail(input: ReportEmailInput): MailMessage {
  const { document: doc, link, footer, attachPdf } = input;
  const charts = input.charts ?? drawReportCharts(doc);
  const accent = /^#[0-9a-fA-F]{6}$/.test(doc.accentColor) ? doc.accentColor : DEFAULT_REPORT_ACCENT;
  const pdfName = reportFileName(doc, "pdf");
  const elsewhere = attachPdf ? "in the attached PDF" : "in the full report in RankLens";
  const contexts = doc.sections.map((_, index) => ({
    index,
    drawn: (charts[index] ?? []).map((png) => png !== null),
    elsewhere,
  }));
  const pdfLine = attachPdf
    ? `The full report is attached as a PDF (${pdfName}).`
    : input.pdfFailed
      ? "The PDF of this report could not be made this time; every figure is in this e-mail."
      : null;
  const heading = [doc.brandName, doc.period.label].filter(Boolean).join(" · ");

  const text = [
    ...(input.intro?.length ? [...input.intro, ""] : []),
    doc.title,
    heading,
    ...(doc.subject ? [doc.subject] : []),
    "",
    ...doc.sections.flatMap((section, i) => sectionText(section, contexts[i]!)),
    `${link.label}: ${link.url}`,
    ...(pdfLine ? [pdfLine] : []),
    "",
    `— ${doc.brandName || "RankLens"}`,
    "",
    footer.why,
    `Unsubscribe: ${footer.unsubscribeUrl}`,
    ...(footer.settingsUrl ? [`Notification settings: ${footer.settingsUrl}`] : []),
  ].join("\n");

  const logo = logoAttachment(doc.logo);
  const html = `<div style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;max-width:640px;line-height:1.45">
${input.intro?.length ? input.intro.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n") : ""}
${logo ? `<p><img src="cid:${LOGO_CID}" alt="${escapeHtml(doc.brandName)}" height="40" style="height:40px;width:auto;border:0"></p>` : ""}
<h1 style="font-size:22px;margin:16px 0 4px 0;color:${accent}">${escapeHtml(doc.title)}</h1>
<p style="margin:0;color:#475569">${escapeHtml(heading)}</p>
${doc.subject ? `<p style="margin:0;color:#475569">${escapeHtml(doc.subject)}</p>` : ""}
${doc.sections.map((section, i) => sectionHtml(section, contexts[i]!, accent)).join("\n")}
<p style="margin:28px 0 8px 0"><a href="${escapeHtml(link.url)}" style="color:${accent}">${escapeHtml(link.label)}</a></p>
${pdfLine ? `<p>${escapeHtml(pdfLine)}</p>` : ""}
<p>— ${escapeHtml(doc.brandName || "RankLens")}</p>
<p style="color:#475569;font-size:12px">${escapeHtml(footer.why)} <a href="${escapeHtml(footer.unsubscribeUrl)}">Unsubscribe</a>${
    footer.settingsUrl ? ` · <a href="${escapeHtml(footer.settingsUrl)}">Notification settings</a>` : ""
  }</p>
</div>`;

  const attachments: MailAttachment[] = [
    ...(logo ? [logo] : []),
    ...chartAttachments(charts),
    ...(attachPdf ? [{ filename: pdfName, content: attachPdf, contentType: "application/pdf" }] : []),
  ];
  return {
    to: input.to,
    subject: headerSafe(`${doc.title} — ${doc.period.label}`),
    text,
    html,
    ...(attachments.length > 0 ? { attachments } : {}),
    headers: unsubscribeHeaders(footer.unsubscribeUrl),
  };
}
