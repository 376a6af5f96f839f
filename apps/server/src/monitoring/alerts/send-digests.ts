import type { AppDeps } from "../../app-env";
import { unsubscribeUrl } from "../../mail/unsubscribe-headers";
import { alertSettingsOfMembers, type MemberAlertSettings } from "./alert-settings-for";
import { changeDigestEmail } from "./change-digest-email";
import type { ProjectForMail } from "./change-email-parts";
import { changesForMailQuery, type StoredChangeForMail, toChangesForMail } from "./changes-for-mail";
import { claimDeliveries, releaseDeliveries } from "./deliveries";
import { scoreChartForMail } from "./score-chart";

/**
 * How far back a digest looks: a day's changes, with room for a digest that could not run for a
 * few days. Older changes are history (the project's page), not news; and a member who just
 * turned the digest on does not get the whole past at once.
 */
export const DIGEST_LOOKBACK_DAYS = 7;
/** Changes listed per project in one digest; the rest are counted and marked delivered too. */
export const DIGEST_CHANGES_PER_PROJECT = 50;

export interface DigestResult {
  sent: number;
  failed: number;
}

/**
 * The daily digest (Email Notifications): for every member whose digest is on, per workspace, the
 * changes of the workspace's projects that never reached them — warnings, infos, competitors'
 * changes, and critical changes no immediate alert delivered — in one e-mail. Deliveries are
 * recorded before sending (at-most-once, as for immediate alerts), so a retried job mails only the
 * members it had not reached; a failed send releases its changes for the next attempt.
 */
export async function sendDigests(deps: AppDeps): Promise<DigestResult> {
  const { db } = deps;
  const now = deps.now();
  const since = new Date(now.getTime() - DIGEST_LOOKBACK_DAYS * 86_400_000).toISOString();
  const workspaces = await db
    .selectFrom("projects as p")
    .innerJoin("workspaces as w", "w.id", "p.workspace_id")
    .select(["w.id", "w.name"])
    .distinct()
    .orderBy("w.id")
    .execute();
  const charts = new Map<string, Promise<Buffer | null>>();
  const result: DigestResult = { sent: 0, failed: 0 };
  for (const workspace of workspaces) {
    const members = (await alertSettingsOfMembers(db, workspace.id)).filter(
      (m) => m.settings.emailNotifications,
    );
    for (const member of members) {
      const outcome = await digestFor(deps, { workspace, member, since, charts });
      if (outcome === "sent") result.sent++;
      if (outcome === "failed") result.failed++;
    }
  }
  return result;
}

async function digestFor(
  deps: AppDeps,
  input: {
    workspace: { id: string; name: string };
    member: MemberAlertSettings;
    since: string;
    charts: Map<string, Promise<Buffer | null>>;
  },
): Promise<"sent" | "failed" | "nothing"> {
  const { db } = deps;
  const { workspace, member, since, charts } = input;
  const joined = await db
    .selectFrom("workspace_members")
    .select("created_at")
    .where("workspace_id", "=", workspace.id)
    .where("user_id", "=", member.userId)
    .executeTakeFirst();
  if (!joined) return "nothing";
  // Nothing from before the member joined (nor older than the lookback): ISO times compare as text.
  const from = [since, joined.created_at].sort().at(-1)!;
  const rows = await changesForMailQuery(db)
    .innerJoin("projects as p", "p.id", "c.project_id")
    .where("p.workspace_id", "=", workspace.id)
    .where("c.detected_at", ">=", from)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("alert_deliveries as d")
            .select("d.id")
            .whereRef("d.change_id", "=", "c.id")
            .where("d.user_id", "=", member.userId),
        ),
      ),
    )
    .execute();
  if (rows.length === 0) return "nothing";
  const at = deps.now();
  const claimed = new Set(
    await claimDeliveries(db, {
      userId: member.userId,
      changeIds: rows.map((r) => r.id),
      channel: "digest",
      at,
    }),
  );
  const changes = toChangesForMail(rows.filter((r) => claimed.has(r.id)));
  if (changes.length === 0) return "nothing";

  const projects = await db
    .selectFrom("projects")
    .select(["id", "name"])
    .where("id", "in", [...new Set(changes.map((c) => c.projectId))])
    .orderBy("name")
    .orderBy("id")
    .execute();
  const sections: ProjectForMail[] = [];
  for (const project of projects) {
    const own: StoredChangeForMail[] = changes.filter((c) => c.projectId === project.id);
    if (!charts.has(project.id)) charts.set(project.id, scoreChartForMail(deps, project));
    sections.push({
      id: project.id,
      name: project.name,
      workspaceId: workspace.id,
      changes: own.slice(0, DIGEST_CHANGES_PER_PROJECT),
      more: Math.max(0, own.length - DIGEST_CHANGES_PER_PROJECT),
      chartPng: (await charts.get(project.id)) ?? null,
    });
  }
  const message = changeDigestEmail({
    to: member.email,
    name: member.name,
    workspaceId: workspace.id,
    workspaceName: workspace.name,
    projects: sections,
    publicUrl: deps.env.publicUrl,
    unsubscribeUrl: unsubscribeUrl(deps.env, {
      userId: member.userId,
      workspaceId: workspace.id,
      list: "digest",
    }),
  });
  try {
    await deps.mailer.send(message);
    return "sent";
  } catch (error) {
    deps.logger.error("digest e-mail not sent; its changes wait for the next attempt", {
      workspaceId: workspace.id,
      userId: member.userId,
      error: String(error),
    });
    await releaseDeliveries(db, { userId: member.userId, changeIds: [...claimed], channel: "digest", at });
    return "failed";
  }
}
