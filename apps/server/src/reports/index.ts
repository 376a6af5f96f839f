/**
 * Reports (issue 31): report definitions built into one document from the workspace's stored
 * measurements and drawn as PDF, HTML, CSV and e-mail; their schedules, share links and branding;
 * the weekly summary e-mail. This file is the module's public entry: other modules import only
 * what it exports (dependency-cruiser's `reports-entry-only`).
 */

export { REPORT_UNSUBSCRIBE_PATH } from "./delivery/recipient-unsubscribe-token";
export { ensureReportDeliveriesSchedule, reportDeliveriesJob } from "./jobs/report-deliveries-job";
export { reportBrandingRoutes } from "./routes/report-branding";
export { reportSharesRoutes } from "./routes/report-shares";
export { reportUnsubscribeRoutes } from "./routes/report-unsubscribe";
export { reportsRoutes } from "./routes/reports";
export { sharedReportPage } from "./routes/shared-report-page";
