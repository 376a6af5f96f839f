import type { SiteAccess, SiteAccessSummary } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { AppError } from "../../errors";
import type { SecretBox } from "../../lib/secret-box";
import type { Actor } from "../../workspaces/actor";
import { findSite } from "../manage/find-site";

/** 501 when the server has no key to seal with (the spec's rule: refuse rather than store in the clear). */
export const NO_SECRETS_KEY =
  "This server cannot store staging access: its administrator must set SECRETS_KEY (see the README) first.";

type Names = Pick<SiteAccessSummary, "headerNames" | "cookieNames" | "basicAuth">;
const NONE: Names = { headerNames: [], cookieNames: [], basicAuth: false };

/** What the sealed text is bound to: opened as another site's, it fails. */
const sealContext = (siteId: string) => `site-access:${siteId}`;

/**
 * Stores a site's staging access, replacing what was there; empty access removes it. The values
 * are sealed before they reach the database; only their names are kept in the clear. Returns what
 * is stored now, and the site's name (for the activity log).
 */
export async function saveSiteAccess(
  db: Kysely<Database>,
  secrets: SecretBox | null,
  actor: Actor,
  siteId: string,
  access: SiteAccess,
  now: Date,
): Promise<{ summary: SiteAccessSummary; siteName: string }> {
  const site = await findSite(db, actor.workspaceId, siteId);
  if (!secrets) throw new AppError("NOT_CONFIGURED", NO_SECRETS_KEY, { expected: true });
  const names: Names = {
    headerNames: access.headers.map((header) => header.name),
    cookieNames: access.cookies.map((cookie) => cookie.name),
    basicAuth: access.basicAuth !== null,
  };
  if (names.headerNames.length === 0 && names.cookieNames.length === 0 && !names.basicAuth) {
    await db.deleteFrom("site_access").where("site_id", "=", siteId).execute();
    return { summary: { canStore: true, ...NONE, updatedAt: null }, siteName: site.name };
  }
  const row = {
    sealed: secrets.seal(JSON.stringify(access), sealContext(siteId)),
    summary: JSON.stringify(names),
    updated_by: actor.userId,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto("site_access")
    .values({ site_id: siteId, ...row })
    .onConflict((conflict) => conflict.column("site_id").doUpdateSet(row))
    .execute();
  return { summary: { canStore: true, ...names, updatedAt: row.updated_at }, siteName: site.name };
}

/** The names of a site's stored access (never a value), and whether this server could store any. */
export async function readSiteAccessSummary(
  db: Kysely<Database>,
  secrets: SecretBox | null,
  workspaceId: string,
  siteId: string,
): Promise<SiteAccessSummary> {
  await findSite(db, workspaceId, siteId);
  const row = await db
    .selectFrom("site_access")
    .select(["summary", "updated_at"])
    .where("site_id", "=", siteId)
    .executeTakeFirst();
  const names = row ? (JSON.parse(row.summary) as Names) : NONE;
  return { canStore: secrets !== null, ...names, updatedAt: row?.updated_at ?? null };
}

/** Forgets a site's staging access; returns the site's name (for the activity log). */
export async function removeSiteAccess(db: Kysely<Database>, actor: Actor, siteId: string): Promise<string> {
  const site = await findSite(db, actor.workspaceId, siteId);
  await db.deleteFrom("site_access").where("site_id", "=", siteId).execute();
  return site.name;
}

/** Why a crawl cannot use the access stored for its site. */
export class SiteAccessUnavailable extends Error {
  override readonly name = "SiteAccessUnavailable";
}

/**
 * The site's access for a crawl, opened; null when none is stored. Throws SiteAccessUnavailable
 * when some is stored but cannot be opened: a crawl without it would audit the login wall instead.
 */
export async function openSiteAccess(
  db: Kysely<Database>,
  secrets: SecretBox | null | undefined,
  siteId: string,
): Promise<SiteAccess | null> {
  const row = await db
    .selectFrom("site_access")
    .select("sealed")
    .where("site_id", "=", siteId)
    .executeTakeFirst();
  if (!row) return null;
  if (!secrets) {
    throw new SiteAccessUnavailable(
      "The site has staging access stored, but this server has no SECRETS_KEY to open it. Set the key it was stored with, or enter the access again.",
    );
  }
  try {
    return JSON.parse(secrets.open(row.sealed, sealContext(siteId))) as SiteAccess;
  } catch (error) {
    throw new SiteAccessUnavailable(
      `The site's staging access could not be opened: ${(error as Error).message} Enter it again in the site's settings.`,
    );
  }
}
