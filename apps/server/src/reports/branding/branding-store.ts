import { DEFAULT_REPORT_ACCENT, type ReportBranding, type UpdateReportBranding } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { checkedLogo } from "./checked-logo";

/** The workspace's white label, or the defaults (its own name, no logo, the app's blue). */
export async function brandingOf(db: Kysely<Database>, workspaceId: string): Promise<ReportBranding> {
  const row = await db
    .selectFrom("report_branding")
    .select(["name", "logo", "accent_color"])
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  return {
    name: row?.name ?? null,
    logo: row?.logo ?? null,
    accentColor: row?.accent_color ?? DEFAULT_REPORT_ACCENT,
  };
}

/** Saves what the request sends (absent fields keep their value); the logo is checked before anything is written. */
export async function updateBranding(
  db: Kysely<Database>,
  workspaceId: string,
  patch: UpdateReportBranding,
  at: Date,
): Promise<ReportBranding> {
  const current = await brandingOf(db, workspaceId);
  const next: ReportBranding = {
    name: patch.name === undefined ? current.name : patch.name || null,
    logo: patch.logo === undefined ? current.logo : patch.logo === null ? null : checkedLogo(patch.logo),
    accentColor: patch.accentColor?.toLowerCase() ?? current.accentColor,
  };
  const values = {
    name: next.name,
    logo: next.logo,
    accent_color: next.accentColor,
    updated_at: at.toISOString(),
  };
  await db
    .insertInto("report_branding")
    .values({ workspace_id: workspaceId, ...values })
    .onConflict((oc) => oc.column("workspace_id").doUpdateSet(values))
    .execute();
  return next;
}
