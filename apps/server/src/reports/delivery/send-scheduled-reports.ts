import type { PlanId, ReportCadence } from "@ranklens/shared";
import type { Selectable } from "kysely";
import type { ReportsTable } from "../../db/schema";
import type { ReportDocument } from "../document/report-document";
import { reportEmail } from "../email/report-email";
import { drawReportCharts } from "../email/report-email-images";
import { customReportsAllowed } from "../manage/custom-reports-allowed";
import { definitionOfRow } from "../manage/report-row";
import { claimReportDeliveries, releaseReportDelivery } from "./delivery-claims";
import type { DeliveryPeriod } from "./delivery-period";
import { recipientUnsubscribeUrl } from "./recipient-unsubscribe-token";
import type { DeliveryResult, ReportDeliveryDeps } from "./report-delivery-deps";
import { dueReportPeriod, periodEndedAt } from "./report-due";
import { parseRecipients, recipientKey } from "./report-recipients";

type ScheduledReport = Selectable<ReportsTable> & { plan: string };

/**
 * Pro's scheduled custom reports: every weekly report the week just ended, every monthly one the
 * month just ended, to each recipient who has not unsubscribed, once per period whatever the
 * number of workers (claimed in report_deliveries before sending). The document and its PDF are
 * made once per report and run, for all its recipients; a failed send gives its claim back and
 * counts as failed, so the job's retry reaches only the recipients still missing.
 */
export async function sendScheduledReports(deps: ReportDeliveryDeps): Promise<DeliveryResult> {
  const now = deps.now();
  const reports = await deps.db
    .selectFrom("reports as r")
    .innerJoin("workspaces as w", "w.id", "r.workspace_id")
    .selectAll("r")
    .select("w.plan")
    .where("r.cadence", "in", ["weekly", "monthly"])
    .orderBy("r.id")
    .execute();
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const report of reports) {
    const period = dueReportPeriod(report.cadence as ReportCadence, now);
    if (!period || !customReportsAllowed(report.plan as PlanId, deps.billingEnabled)) continue;
    // A report created after the period ended starts with the next one (the schedule's nextSendAt).
    if (report.created_at >= periodEndedAt(period)) continue;
    const outcome = await sendReport(deps, report, period);
    result.sent += outcome.sent;
    result.failed += outcome.failed;
  }
  return result;
}

async function sendReport(
  deps: ReportDeliveryDeps,
  report: ScheduledReport,
  period: DeliveryPeriod,
): Promise<DeliveryResult> {
  const { db, logger } = deps;
  const unsubscribed = new Set(
    (
      await db
        .selectFrom("report_unsubscribes")
        .select("recipient")
        .where("report_id", "=", report.id)
        .execute()
    ).map((r) => r.recipient),
  );
  const addresses = new Map(
    parseRecipients(report.recipients)
      .map((address) => [recipientKey(address), address] as const)
      .filter(([key]) => !unsubscribed.has(key)),
  );
  if (addresses.size === 0) return { sent: 0, failed: 0 };
  const at = deps.now();
  const claim = { reportId: report.id, periodKey: period.key, at };
  const claimed = [...(await claimReportDeliveries(db, { ...claim, recipients: [...addresses.keys()] }))];
  if (claimed.length === 0) return { sent: 0, failed: 0 };

  let document: ReportDocument;
  try {
    document = await deps.buildDocument(definitionOfRow(report), { range: period.range, branded: true });
  } catch (error) {
    logger.error("scheduled report not built; its recipients wait for the next attempt", {
      reportId: report.id,
      period: period.key,
      error: String(error),
    });
    for (const recipient of claimed) await releaseReportDelivery(db, { ...claim, recipient });
    return { sent: 0, failed: claimed.length };
  }
  const pdf = await pdfOrNull(deps, document, report.id);
  const charts = drawReportCharts(document, logger);
  const cadence = report.cadence === "weekly" ? "every week" : "every month";

  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const recipient of claimed) {
    const message = reportEmail({
      to: addresses.get(recipient) ?? recipient,
      document,
      charts,
      link: {
        url: `${deps.env.publicUrl}/reports/${encodeURIComponent(report.id)}?${new URLSearchParams({ workspace: report.workspace_id })}`,
        label: "Open this report in RankLens (for members of the workspace)",
      },
      footer: {
        why: `You get this because ${document.brandName} sends “${report.name}” to ${recipient} ${cadence}.`,
        unsubscribeUrl: recipientUnsubscribeUrl(deps.env, { reportId: report.id, recipient }),
      },
      attachPdf: pdf,
      pdfFailed: pdf === null,
    });
    try {
      await deps.mailer.send(message);
      result.sent++;
    } catch (error) {
      logger.error("scheduled report e-mail not sent; it waits for the next attempt", {
        reportId: report.id,
        period: period.key,
        error: String(error),
      });
      await releaseReportDelivery(db, { ...claim, recipient });
      result.failed++;
    }
  }
  if (result.sent > 0) {
    await db
      .updateTable("reports")
      .set({ last_sent_at: at.toISOString() })
      .where("id", "=", report.id)
      .execute();
  }
  return result;
}

/**
 * The PDF to attach, or null when rendering failed. The e-mail then goes without it and says so:
 * it carries every figure itself, and a renderer that fails the same way on every retry must not
 * keep the report from going out at all.
 */
async function pdfOrNull(deps: ReportDeliveryDeps, document: ReportDocument, reportId: string) {
  try {
    return await deps.renderPdf(document);
  } catch (error) {
    deps.logger.error("report PDF not rendered; the e-mail goes without it", {
      reportId,
      error: String(error),
    });
    return null;
  }
}
