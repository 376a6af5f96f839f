import type { Logger } from "../../lib/logger";
import { lineChartPng } from "../../mail/chart-png";
import type { MailAttachment } from "../../mail/mailer";
import type { ReportChart, ReportDocument } from "../document/report-document";

/**
 * A document's charts as PNG, indexed [section][chart]; null where drawing failed (the e-mail then
 * goes without that image: its section's figures and tables are in the text anyway). Drawn once
 * per document and handed to every recipient's e-mail, since rasterising is the costly part.
 */
export type ReportChartPngs = (Buffer | null)[][];

export function drawReportCharts(document: ReportDocument, logger?: Logger): ReportChartPngs {
  return document.sections.map((section) =>
    section.charts.map((chart) => {
      try {
        return lineChartPng(chartProps(chart));
      } catch (error) {
        logger?.warn("report chart not drawn for e-mail", { chart: chart.title, error: String(error) });
        return null;
      }
    }),
  );
}

/** The same props every output draws the chart with (a null max: scaled to the data). */
function chartProps(chart: ReportChart) {
  return {
    title: chart.title,
    series: chart.series,
    inverted: chart.inverted,
    ...(chart.max === null ? {} : { max: chart.max }),
  };
}

/** The Content-ID of a chart: the HTML shows it as `<img src="cid:…">`. */
export const chartCid = (section: number, chart: number) => `chart-${section + 1}-${chart + 1}@ranklens`;

export const LOGO_CID = "logo@ranklens";

/** The charts that were drawn, as inline attachments. */
export function chartAttachments(pngs: ReportChartPngs): MailAttachment[] {
  return pngs.flatMap((charts, s) =>
    charts.flatMap((png, c) =>
      png
        ? [
            {
              filename: `chart-${s + 1}-${c + 1}.png`,
              content: png,
              contentType: "image/png",
              cid: chartCid(s, c),
            },
          ]
        : [],
    ),
  );
}

/**
 * The white-label logo as an inline image: most mail clients block `data:` images, so the stored
 * data: URL (validated PNG or JPEG) travels as a part of its own. Null when there is none or it is
 * not a base64 PNG/JPEG data: URL.
 */
export function logoAttachment(logo: string | null): MailAttachment | null {
  const match = logo?.match(/^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/=]+)$/);
  if (!match) return null;
  const [, contentType, data] = match as unknown as [string, string, string];
  const extension = contentType === "image/png" ? "png" : "jpg";
  return { filename: `logo.${extension}`, content: Buffer.from(data, "base64"), contentType, cid: LOGO_CID };
}
