import { z } from "zod";

/** How every Search Console number is labelled: its source, its lag, and (beside it) its newest day. */
export const SEARCH_CONSOLE_LABEL = "Search Console, about 2 days behind";

/** The workspace's Google Search Console connection (issue 30): the account, never a token. */
export const SearchConsoleConnectionSchema = z.object({
  /** Whether this server has a Google OAuth client (GOOGLE_CLIENT_ID) and SECRETS_KEY to keep the grant. */
  configured: z.boolean(),
  /** What the operator must set when it is not; null when configured. */
  notConfiguredReason: z.string().nullable(),
  connected: z.boolean(),
  /** The Google account the workspace connected; null when not connected. */
  email: z.string().nullable(),
  /** Set when Google stopped honouring the grant (revoked, expired): connect again. */
  reconnectReason: z.string().nullable(),
  connectedAt: z.string().nullable(),
});
export type SearchConsoleConnection = z.infer<typeof SearchConsoleConnectionSchema>;

/** A property the connected account can read (Search Console's sites.list). */
export const SearchConsolePropertySchema = z.object({
  /** "sc-domain:example.com" (Domain property) or "https://example.com/" (URL prefix). */
  siteUrl: z.string(),
  /** siteOwner, siteFullUser, siteRestrictedUser, siteUnverifiedUser. */
  permissionLevel: z.string(),
});
export const SearchConsolePropertiesSchema = z.object({
  email: z.string(),
  properties: z.array(SearchConsolePropertySchema),
});
export type SearchConsoleProperty = z.infer<typeof SearchConsolePropertySchema>;
export type SearchConsoleProperties = z.infer<typeof SearchConsolePropertiesSchema>;

export const LinkSearchConsolePropertySchema = z.object({
  property: z
    .string({ error: "The property is required" })
    .trim()
    .min(1, "The property is required")
    .max(2048, "The property is at most 2,048 characters"),
});
export type LinkSearchConsoleProperty = z.infer<typeof LinkSearchConsolePropertySchema>;

/** A project's linked property and its import: how far it got and whether the last one failed. */
export const ProjectSearchConsoleSchema = z.object({
  /** null when the project reads no property. */
  property: z.string().nullable(),
  linkedAt: z.string().nullable(),
  /** The newest day with rows (YYYY-MM-DD); null before the first import. */
  newestDate: z.string().nullable(),
  lastImportAt: z.string().nullable(),
  lastImportError: z.string().nullable(),
  /** "Search Console, about 2 days behind". */
  source: z.string(),
});
export type ProjectSearchConsole = z.infer<typeof ProjectSearchConsoleSchema>;

/** Days the site audit's pages grid and site issue read of Search Console (ending at the newest day imported). */
export const SEARCH_CONSOLE_AUDIT_DAYS = 28;

/** A crawled page's Search Console numbers over the window (null fields: no impressions). */
export const SearchConsolePageFiguresSchema = z.object({
  clicks: z.number().int(),
  impressions: z.number().int(),
  ctr: z.number().nullable(),
  position: z.number().nullable(),
});
export type SearchConsolePageFigures = z.infer<typeof SearchConsolePageFiguresSchema>;

/** Where a pages list's Search Console numbers come from: the property and the days they cover. */
export const SearchConsoleSourceSchema = z.object({
  property: z.string(),
  /** "Search Console, about 2 days behind". */
  source: z.string(),
  /** First and last day of the window (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
});
export type SearchConsoleSource = z.infer<typeof SearchConsoleSourceSchema>;
