import type { ActivityType, ContentStatus, ContentType } from "@ranklens/shared";

/**
 * Every TanStack Query key of the web app, in one place so invalidation hits the right entries.
 * Invalidating a key also refreshes every key that starts with it: all content keys start with
 * "content" (a save or delete reloads the library, the open item, its history and the sidebar's
 * Recent Content at once) and all analysis keys with "analyses".
 */
export const queryKeys = {
  account: ["account"] as const,
  system: ["system"] as const,
  /** This month's analyses: the analyzer's usage line and Settings' usage card share it, so an analysis refreshes both. */
  usage: ["usage"] as const,
  apiKeys: ["api-keys"] as const,
  openApiDocument: ["openapi-document"] as const,
  contactChannel: ["contact", "channel"] as const,
  /** The active workspace's support level and the user's own support requests. */
  support: ["support"] as const,
  assistantCapabilities: ["assistant", "capabilities"] as const,
  content: {
    all: ["content"] as const,
    recent: ["content", "recent"] as const,
    list: (filters: { type?: ContentType; status?: ContentStatus }) =>
      ["content", "list", filters.type ?? "all", filters.status ?? "all"] as const,
    item: (id: string) => ["content", "item", id] as const,
    revisions: (id: string) => ["content", "revisions", id] as const,
    revision: (id: string, revisionId: string) => ["content", "revision", id, revisionId] as const,
  },
  analyses: {
    all: ["analyses"] as const,
    history: ["analyses", "history"] as const,
    /** How many the workspace has (the dashboard's first step). */
    count: ["analyses", "count"] as const,
    item: (id: string) => ["analyses", "one", id] as const,
  },
  /**
   * The workspace list names the active workspace; switching keeps it and resets every other
   * query (see use-workspace-sync.ts). Members, invitations and activity are keyed by workspace id.
   */
  workspaces: {
    all: ["workspaces"] as const,
    list: ["workspaces", "list"] as const,
    members: (workspaceId: string) => ["workspaces", "members", workspaceId] as const,
    invitations: (workspaceId: string) => ["workspaces", "invitations", workspaceId] as const,
    activity: (workspaceId: string, filters: { type?: ActivityType; actorId?: string }) =>
      ["workspaces", "activity", workspaceId, filters.type ?? "all", filters.actorId ?? "all"] as const,
  },
  /**
   * Site audits: every key starts with "site-audits", so starting, pausing or cancelling a crawl
   * refreshes the sites list, the crawl and its issues at once.
   */
  siteAudits: {
    all: ["site-audits"] as const,
    sites: ["site-audits", "sites"] as const,
    /** Each site's newest crawl (the dashboard). */
    latest: ["site-audits", "latest"] as const,
    site: (siteId: string) => ["site-audits", "site", siteId] as const,
    issueRules: (siteId: string) => ["site-audits", "site", siteId, "issue-rules"] as const,
    access: (siteId: string) => ["site-audits", "site", siteId, "access"] as const,
    ownership: (siteId: string) => ["site-audits", "site", siteId, "ownership"] as const,
    segments: (siteId: string) => ["site-audits", "site", siteId, "segments"] as const,
    /** A site's recent crawls (the sites list); under "sites" so refreshing the list refreshes them. */
    siteCrawls: (siteId: string) => ["site-audits", "sites", siteId, "crawls"] as const,
    crawl: (crawlId: string) => ["site-audits", "crawl", crawlId] as const,
    stats: (crawlId: string) => ["site-audits", "stats", crawlId] as const,
    issues: (crawlId: string) => ["site-audits", "issues", crawlId] as const,
    /** The issues of a segment's pages: under the crawl's issues, so refreshing those refreshes these. */
    segmentIssues: (crawlId: string, segmentId: string) =>
      ["site-audits", "issues", crawlId, segmentId] as const,
    /** Every issue's rows of one crawl (a rule change refreshes them all). */
    crawlIssueRows: (crawlId: string) => ["site-audits", "issue-rows", crawlId] as const,
    issueRows: (crawlId: string, checkId: string, segmentId: string | null = null) =>
      ["site-audits", "issue-rows", crawlId, checkId, segmentId] as const,
    compare: (crawlId: string, otherId: string, segmentId: string | null = null) =>
      ["site-audits", "compare", crawlId, otherId, segmentId] as const,
  },
  /** What an invitation link offers (readable signed out). */
  invitationPreview: (token: string) => ["invitation-preview", token] as const,
};
