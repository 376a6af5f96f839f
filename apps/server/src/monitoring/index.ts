/**
 * Monitoring (ADR 022): projects, their runs and observations, changes, alerts and digests, their
 * routes and job kinds. This file is the module's public entry: other modules import only what it
 * exports (dependency-cruiser's `domain-entry-only`); everything else is the module's own.
 */
export { alertSettingsOfMembers } from "./alerts/alert-settings-for";
export { alertDigestJob, ensureAlertDigestSchedule } from "./jobs/alert-digest-job";
export { projectCheckJob } from "./jobs/project-check-job";
export { projectRecrawlJob } from "./jobs/project-recrawl-job";
export { rankCheckJob } from "./jobs/rank-check-job";
export { rankCollectJob } from "./jobs/rank-collect-job";
export { biggestMoves } from "./rankings/get-rankings";
export {
  type ProjectReportData,
  projectReportData,
  REPORT_CHANGES_MAX,
  type ReportChange,
  type ReportTrackedPage,
} from "./report/project-report-data";
export { projectChangesRoutes } from "./routes/project-changes";
export { projectRankingsRoutes } from "./routes/project-rankings";
export { projectRunsRoutes } from "./routes/project-runs";
export { projectTrendsRoutes } from "./routes/project-trends";
export { projectsRoutes } from "./routes/projects";
export { alertSettingsRoutes } from "./routes/settings";
export { unsubscribeRoutes } from "./routes/unsubscribe";
export { removeProjectSchedules } from "./runs/project-schedules";
export { sweepPageTexts } from "./runs/sweep-page-texts";
