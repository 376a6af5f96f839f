import type { AppDeps } from "../../app-env";
import { buildReportDocument } from "../document/build-report-document";
import type { ReportDefinition, ReportRange } from "../document/report-definition";
import type { ReportDocument } from "../document/report-document";
import { renderReportPdf } from "../render/pdf/render-report-pdf";

/**
 * What sending reports needs: the app's database, mail and clock, and the two costly steps given
 * as functions — building a document (buildReportDocument) and rendering its PDF
 * (renderReportPdf) — so tests can count and fail them.
 */
export interface ReportDeliveryDeps
  extends Pick<AppDeps, "db" | "mailer" | "logger" | "now" | "billingEnabled"> {
  env: Pick<AppDeps["env"], "publicUrl" | "authSecret">;
  /** `branded`: with the workspace's white label (scheduled custom reports; never the members' summary). */
  buildDocument(
    definition: ReportDefinition,
    options: { range: ReportRange; branded?: boolean },
  ): Promise<ReportDocument>;
  renderPdf(document: ReportDocument): Promise<Buffer>;
}

/** How a run went: e-mails sent, and e-mails that failed (their claims released for the next attempt). */
export interface DeliveryResult {
  sent: number;
  failed: number;
}

/** The app's dependencies as report delivery uses them: the real builder and PDF renderer. */
export function reportDeliveryDeps(app: AppDeps): ReportDeliveryDeps {
  return {
    db: app.db,
    env: app.env,
    mailer: app.mailer,
    logger: app.logger,
    now: app.now,
    billingEnabled: app.billingEnabled,
    buildDocument: (definition, options) => buildReportDocument(app, definition, options),
    renderPdf: (document) => renderReportPdf(document),
  };
}
