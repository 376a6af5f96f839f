import { ACTIVITY_TYPES, type ActivityType } from "@ranklens/shared";

/** Each kind of activity in words, for the log's type filter. */
export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  "workspace.created": "Workspace created",
  "workspace.renamed": "Workspace renamed",
  "member.invited": "Member invited",
  "invitation.revoked": "Invitation revoked",
  "member.joined": "Member joined",
  "member.removed": "Member removed",
  "member.left": "Member left",
  "member.role_changed": "Role changed",
  "ownership.transferred": "Ownership transferred",
  "invitation.resent": "Invitation resent",
  "content.created": "Content created",
  "content.updated": "Content saved",
  "content.restored": "Content restored",
  "content.deleted": "Content deleted",
  "analysis.deleted": "Analysis deleted",
  "site.created": "Site added",
  "site.updated": "Site changed",
  "site.deleted": "Site deleted",
  "crawl.started": "Crawl started",
  "issue_rule.created": "Issue rule added",
  "issue_rule.deleted": "Issue rule deleted",
  "site_access.changed": "Staging access changed",
  "site_ownership.checked": "Site ownership checked",
  "segment.created": "Segment saved",
  "segment.updated": "Segment changed",
  "segment.deleted": "Segment deleted",
  "crawl.paused": "Crawl paused",
  "crawl.resumed": "Crawl resumed",
  "crawl.cancelled": "Crawl cancelled",
  "project.created": "Project created",
  "project.updated": "Project changed",
  "project.deleted": "Project deleted",
  "project.checked": "Project checked now",
  "report.created": "Report created",
  "report.updated": "Report changed",
  "report.deleted": "Report deleted",
  "report.shared": "Report share link created",
  "report.share_revoked": "Report share link revoked",
  "api_key.created": "API key created",
  "api_key.revoked": "API key revoked",
  "provider.connected": "Search-data provider connected",
  "provider.disconnected": "Search-data provider disconnected",
  "plan.changed": "Plan changed",
};

/** The type filter's options, in the contract's order. */
export const ACTIVITY_TYPE_OPTIONS = ACTIVITY_TYPES.map((type) => ({
  value: type,
  label: ACTIVITY_TYPE_LABELS[type],
}));

/** A filter value from the address (`?type=`), or undefined when it names no known type. */
export function activityTypeFrom(value: string | null): ActivityType | undefined {
  return (ACTIVITY_TYPES as readonly string[]).includes(value ?? "") ? (value as ActivityType) : undefined;
}
