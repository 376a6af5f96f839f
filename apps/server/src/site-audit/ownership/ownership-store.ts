import { randomBytes } from "node:crypto";
import type { SiteOwnership } from "@ranklens/shared";
import {
  VERIFICATION_META_NAME,
  type VERIFICATION_METHODS,
  verificationFileContent,
  verificationFileName,
} from "@ranklens/shared";
import type { Kysely, Selectable } from "kysely";
import type { Database, SiteOwnershipTable, SitesTable } from "../../db/schema";

type Method = (typeof VERIFICATION_METHODS)[number];

/** The site's verification row, with a token made the first time anyone asks. */
export async function ownershipRow(
  db: Kysely<Database>,
  siteId: string,
): Promise<Selectable<SiteOwnershipTable>> {
  const existing = await db
    .selectFrom("site_ownership")
    .selectAll()
    .where("site_id", "=", siteId)
    .executeTakeFirst();
  if (existing) return existing;
  await db
    .insertInto("site_ownership")
    .values({ site_id: siteId, token: randomBytes(16).toString("hex") })
    // Two first visits at once: the first token stays.
    .onConflict((conflict) => conflict.column("site_id").doNothing())
    .execute();
  return db.selectFrom("site_ownership").selectAll().where("site_id", "=", siteId).executeTakeFirstOrThrow();
}

/** Whether the site is verified for its start URL's host now (a changed host is not). */
export async function isSiteVerified(
  db: Kysely<Database>,
  siteId: string,
  startUrl: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("site_ownership")
    .select("verified_host")
    .where("site_id", "=", siteId)
    .executeTakeFirst();
  return row?.verified_host != null && row.verified_host === new URL(startUrl).hostname;
}

export async function recordVerified(
  db: Kysely<Database>,
  siteId: string,
  host: string,
  method: Method,
  at: Date,
) {
  await db
    .updateTable("site_ownership")
    .set({ verified_host: host, verified_at: at.toISOString(), method, failed_at: null, failure: null })
    .where("site_id", "=", siteId)
    .execute();
}

/** A failed attempt; a verification that held before is withdrawn (the token is gone from the site). */
export async function recordFailure(db: Kysely<Database>, siteId: string, message: string, at: Date) {
  await db
    .updateTable("site_ownership")
    .set({
      verified_host: null,
      verified_at: null,
      method: null,
      failed_at: at.toISOString(),
      failure: message,
    })
    .where("site_id", "=", siteId)
    .execute();
}

/** What the API shows: where to put the token and where verification stands. */
export function ownershipView(
  site: Pick<Selectable<SitesTable>, "start_url">,
  row: Selectable<SiteOwnershipTable>,
  unverifiedMaxRatePerSecond: number,
): SiteOwnership {
  const start = new URL(site.start_url);
  const verified = row.verified_host === start.hostname;
  return {
    host: start.hostname,
    token: row.token,
    fileUrl: new URL(`/${verificationFileName(row.token)}`, start.origin).href,
    fileContent: verificationFileContent(row.token),
    metaTag: `<meta name="${VERIFICATION_META_NAME}" content="${row.token}">`,
    verified,
    verifiedAt: verified ? row.verified_at : null,
    method: verified ? (row.method as Method | null) : null,
    lastFailure: row.failed_at && row.failure ? { at: row.failed_at, message: row.failure } : null,
    unverifiedMaxRatePerSecond,
  };
}
