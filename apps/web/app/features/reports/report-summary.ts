import { REPORT_PERIOD_LABELS, type Report, type ReportSchedule, type ReportShare } from "@ranklens/shared";
import { formatUtcDay } from "../../lib/format-date";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Weekly to 2 recipients", "Monthly to 1 recipient" or "Not scheduled". */
export function scheduleSummary(schedule: Pick<ReportSchedule, "cadence" | "recipients">): string {
  if (schedule.cadence === "off") return "Not scheduled";
  const cadence = schedule.cadence === "weekly" ? "Weekly" : "Monthly";
  return `${cadence} to ${plural(schedule.recipients.length, "recipient", "recipients")}`;
}

/** "Last 30 days", or the custom days ("Nov 1, 2026 – Nov 30, 2026"). */
export function periodSummary(report: Pick<Report, "period" | "from" | "to">): string {
  if (report.period !== "custom" || !report.from || !report.to) return REPORT_PERIOD_LABELS[report.period];
  return `${formatUtcDay(report.from)} – ${formatUtcDay(report.to)}`;
}

/** "3 sections". */
export function sectionsSummary(report: Pick<Report, "sections">): string {
  return plural(report.sections.length, "section", "sections");
}

/**
 * What a report covers, by name: the site, the project and the period ("shop.example · Project
 * Bakery · Last 30 days"). A site or project that is gone (or not loaded yet) is named as such.
 */
export function coverageSummary(
  report: Pick<Report, "siteId" | "projectId" | "period" | "from" | "to" | "segmentId">,
  names: { sites: ReadonlyMap<string, string>; projects: ReadonlyMap<string, string> },
): string {
  const parts: string[] = [];
  if (report.siteId) {
    const site = names.sites.get(report.siteId) ?? "a deleted site";
    parts.push(report.segmentId ? `${site} (one segment)` : site);
  }
  if (report.projectId) parts.push(`Project ${names.projects.get(report.projectId) ?? "(deleted)"}`);
  if (parts.length === 0) parts.push("Workspace content");
  parts.push(periodSummary(report));
  return parts.join(" · ");
}

export type ShareState = "active" | "expired" | "revoked";

/** Whether a share link still opens at `now`. */
export function shareStateOf(share: Pick<ReportShare, "expiresAt" | "revokedAt">, now: Date): ShareState {
  if (share.revokedAt) return "revoked";
  return new Date(share.expiresAt).getTime() <= now.getTime() ? "expired" : "active";
}

/** "1 open", "12 opens". */
export function opensSummary(opens: number): string {
  return plural(opens, "open", "opens");
}
