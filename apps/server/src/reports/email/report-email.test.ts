import { type ParsedMail, simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleReportDocument } from "../../../test/report-sample-document";
import { type SmtpSink, startSmtpSink } from "../../../test/smtp-sink";
import { createLogger } from "../../lib/logger";
import { createMailer, type Mailer } from "../../mail/mailer";
import { reportEmail } from "./report-email";
import { drawReportCharts } from "./report-email-images";
import { EMAIL_TABLE_ROWS } from "./report-email-table";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const STUB_PDF = Buffer.from("%PDF-1.7\n% a stub renderer's bytes\n%%EOF\n");
// A 1×1 PNG: the smallest logo a workspace could store.
const LOGO =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const UNSUBSCRIBE = "https://ranklens.test/api/v1/reports/unsubscribe?token=v1.abc.def";

/**
 * The report e-mail parsed as MIME after a real SMTP round trip: subject, every figure under its
 * source, the charts inline by Content-ID, ten rows per table, the PDF attached, RFC 8058 headers,
 * and the document's text escaped.
 */
describe("reportEmail over SMTP", () => {
  let smtp: SmtpSink;
  let mailer: Mailer;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    mailer = createMailer({
      smtpUrl: smtp.url,
      from: "RankLens <reports@ranklens.test>",
      outboxDir: "/nonexistent",
      logger: createLogger("silent"),
    });
  });
  afterAll(async () => {
    await smtp?.close();
  });

  const roundTrip = async (message: Parameters<Mailer["send"]>[0]): Promise<ParsedMail> => {
    await mailer.send(message);
    return simpleParser((await smtp.next(message.to)).raw, { keepCidLinks: true });
  };
  const header = (mail: ParsedMail, name: string) =>
    mail.headerLines
      .find((h) => h.key === name)
      ?.line.replace(/\r?\n[ \t]+/g, " ")
      .slice(name.length + 1)
      .trim();

  it("carries every section's figures under its source, charts inline, the first rows, the PDF and the unsubscribe headers", async () => {
    const document = sampleReportDocument({ logo: LOGO });
    const mail = await roundTrip(
      reportEmail({
        to: "boss@client.example",
        document,
        link: { url: "https://ranklens.test/reports/r1?workspace=w1", label: "Open this report in RankLens" },
        footer: { why: "Acme Agency sends you this report every month.", unsubscribeUrl: UNSUBSCRIBE },
        attachPdf: STUB_PDF,
      }),
    );

    expect(mail.subject).toBe("Monthly SEO report — Жёлтый дом — 1 Oct 2026 – 30 Oct 2026");
    const text = mail.text!;
    const html = mail.html as string;
    for (const section of document.sections) {
      expect(text).toContain(`== ${section.title} ==`);
      if (section.source) {
        // The source line sits right under the heading, above the section's figures.
        expect(text).toContain(`== ${section.title} ==\nSource: ${section.source}`);
        expect(html).toContain(`Source: ${section.source}`);
      }
      for (const figure of section.figures) {
        expect(text).toContain(`${figure.label}: ${figure.value}`);
        expect(html).toContain(figure.value);
      }
    }
    expect(text).toContain("Health score: 87 / 100 (+4 since 2026-09-28)");
    expect(text).toContain("== Competitor comparison ==\nNo data for this period.");
    expect(text).toContain("Open this report in RankLens: https://ranklens.test/reports/r1?workspace=w1");

    // Tables: the first ten rows, the rest counted and left to the PDF.
    expect(text).toContain("Issue number 10 | 991");
    expect(text).not.toContain("Issue number 11 |");
    expect(text).toContain(`${120 - EMAIL_TABLE_ROWS} more rows in the attached PDF.`);
    expect(text).toContain("running shoes | 3 | 2 | 140");
    expect(text).toContain("Ελληνικά προϊόντα | 8 | -1 | N/A");
    expect(html).toContain("Crème brûlée – Straße");
    // Rows: the issues' header and first ten, the keywords' header and three, four figures.
    expect(html.match(/<tr>/g)?.length).toBe(1 + EMAIL_TABLE_ROWS + 1 + 3 + 4);

    // The note's markup is text, never HTML.
    expect(html).toContain("redirect chains &#60;script&#62;alert(1)&#60;/script&#62;");
    expect(html).not.toContain("<script>");

    // Two charts and the logo, inline, each referenced by its Content-ID; then the PDF.
    const images = mail.attachments.filter((a) => a.contentType === "image/png");
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image.related).toBe(true);
      expect(image.content.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(html).toContain(`src="cid:${image.cid}"`);
    }
    const charts = images.filter((a) => a.cid !== "logo@ranklens");
    expect(charts.map((a) => a.content.readUInt32BE(16))).toEqual([1120, 1120]);
    const pdf = mail.attachments.find((a) => a.contentType === "application/pdf")!;
    expect(pdf.filename).toBe("monthly-seo-report-2026-10-30.pdf");
    expect(pdf.related).toBeFalsy();
    expect(pdf.content.subarray(0, 4).toString()).toBe("%PDF");
    expect(text).toContain("The full report is attached as a PDF (monthly-seo-report-2026-10-30.pdf).");

    expect(header(mail, "list-unsubscribe")).toBe(`<${UNSUBSCRIBE}>`);
    expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(html).toContain(`href="${UNSUBSCRIBE}"`);
  });

  it("without a PDF says where the rest is, or that the PDF could not be made; charts drawn once serve every recipient", async () => {
    const document = sampleReportDocument();
    const charts = drawReportCharts(document);
    const base = {
      document,
      charts,
      intro: ["Hi Olive,", "Your weekly summary."],
      link: { url: "https://ranklens.test/dashboard?workspace=w1", label: "Open RankLens" },
      footer: {
        why: "You get this because Email Notifications are on.",
        unsubscribeUrl: UNSUBSCRIBE,
        settingsUrl: "https://ranklens.test/settings?workspace=w1",
      },
    };
    const plain = await roundTrip(reportEmail({ ...base, to: "olive@example.com", attachPdf: null }));
    expect(plain.text!.startsWith("Hi Olive,\nYour weekly summary.\n\nMonthly SEO report")).toBe(true);
    expect(plain.text).toContain("110 more rows in the full report in RankLens.");
    expect(plain.text).not.toContain("PDF");
    expect(plain.text).toContain("Notification settings: https://ranklens.test/settings?workspace=w1");
    expect(plain.attachments.map((a) => a.contentType)).toEqual(["image/png", "image/png"]);

    const failed = await roundTrip(
      reportEmail({ ...base, to: "pat@example.com", attachPdf: null, pdfFailed: true }),
    );
    expect(failed.text).toContain("The PDF of this report could not be made this time");
    expect(failed.attachments.every((a) => a.contentType === "image/png")).toBe(true);
    expect(failed.attachments[0]!.content.equals(plain.attachments[0]!.content)).toBe(true);
  });

  it("keeps line breaks in a title out of the subject header", () => {
    const document = { ...sampleReportDocument(), title: "Report\r\nBcc: victim@example.com" };
    const message = reportEmail({
      to: "a@example.com",
      document,
      charts: document.sections.map((s) => s.charts.map(() => null)),
      link: { url: "https://ranklens.test/", label: "RankLens" },
      footer: { why: "Why.", unsubscribeUrl: UNSUBSCRIBE },
      attachPdf: null,
    });
    expect(message.subject).toBe("Report Bcc: victim@example.com — 1 Oct 2026 – 30 Oct 2026");
    // Charts that could not be drawn are named in words, with no dangling image.
    expect(message.html).not.toContain("cid:chart");
    expect(message.html).toContain("The chart could not be drawn for this e-mail.");
  });
});
