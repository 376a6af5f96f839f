import { createHash, randomBytes, randomUUID } from "node:crypto";
import { REPORT_LIMITS, type ReportShare } from "@ranklens/shared";
import type { Kysely, Selectable } from "kysely";
import type { Database, ReportSharesTable, ReportsTable } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { Actor } from "../../workspaces/actor";

const DAY_MS = 86_400_000;
/** 32 random bytes: unguessable, and only their hash is stored, so a database leak opens no report. */
const TOKEN_BYTES = 32;

export const hashShareToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The path a share link opens (outside /api: a page, not JSON). */
export const sharePath = (token: string) => `/r/${token}`;

type ShareRow = Selectable<ReportSharesTable> & { creator_name: string | null; creator_email: string | null };

function shareOfRow(row: ShareRow): ReportShare {
  return {
    id: row.id,
    createdAt: row.created_at,
    createdBy: row.creator_email ? { name: row.creator_name ?? "", email: row.creator_email } : null,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    lastOpenedAt: row.last_opened_at,
    opens: row.opens,
  };
}

const sharesWithCreators = (db: Kysely<Database>) =>
  db
    .selectFrom("report_shares as s")
    .leftJoin("user as u", "u.id", "s.created_by")
    .selectAll("s")
    .select(["u.name as creator_name", "u.email as creator_email"]);

/** A report's links, newest first, revoked and expired ones included (the list is their history). */
export async function listShares(db: Kysely<Database>, reportId: string): Promise<ReportShare[]> {
  const rows = await sharesWithCreators(db)
    .where("s.report_id", "=", reportId)
    .orderBy("s.created_at", "desc")
    .orderBy("s.id")
    .execute();
  return rows.map(shareOfRow);
}

/** A new link: its token is returned once, in the URL; at most REPORT_LIMITS.shares live links per report. */
export async function createShare(
  db: Kysely<Database>,
  actor: Actor,
  reportId: string,
  expiresInDays: number,
  now: Date,
): Promise<{ share: ReportShare; token: string }> {
  const at = now.toISOString();
  const { n } = await db
    .selectFrom("report_shares")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("report_id", "=", reportId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", at)
    .executeTakeFirstOrThrow();
  if (Number(n) >= REPORT_LIMITS.shares)
    throw new AppError(
      "CONFLICT",
      `A report has at most ${REPORT_LIMITS.shares} live share links: revoke one first.`,
    );
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const id = randomUUID();
  await db
    .insertInto("report_shares")
    .values({
      id,
      report_id: reportId,
      token_hash: hashShareToken(token),
      created_by: actor.userId,
      created_at: at,
      expires_at: new Date(now.getTime() + expiresInDays * DAY_MS).toISOString(),
    })
    .execute();
  const row = await sharesWithCreators(db).where("s.id", "=", id).executeTakeFirstOrThrow();
  return { share: shareOfRow(row), token };
}

/** Revokes a link of the report (idempotent: revoking twice keeps the first time). */
export async function revokeShare(
  db: Kysely<Database>,
  reportId: string,
  shareId: string,
  now: Date,
): Promise<void> {
  const row = await db
    .selectFrom("report_shares")
    .select(["id", "revoked_at"])
    .where("id", "=", shareId)
    .where("report_id", "=", reportId)
    .executeTakeFirst();
  if (!row) throw notFound("Share link not found");
  if (row.revoked_at) return;
  await db
    .updateTable("report_shares")
    .set({ revoked_at: now.toISOString() })
    .where("id", "=", shareId)
    .execute();
}

/**
 * The report a token opens, counting the visit; null for a token that is unknown, revoked or
 * expired (the page answers all three alike, so a token's state is not disclosed).
 */
export async function openShare(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<Selectable<ReportsTable> | null> {
  const at = now.toISOString();
  const share = await db
    .selectFrom("report_shares")
    .select(["id", "report_id"])
    .where("token_hash", "=", hashShareToken(token))
    .where("revoked_at", "is", null)
    .where("expires_at", ">", at)
    .executeTakeFirst();
  if (!share) return null;
  await db
    .updateTable("report_shares")
    .set((eb) => ({ last_opened_at: at, opens: eb("opens", "+", 1) }))
    .where("id", "=", share.id)
    .execute();
  return (
    (await db.selectFrom("reports").selectAll().where("id", "=", share.report_id).executeTakeFirst()) ?? null
  );
}
