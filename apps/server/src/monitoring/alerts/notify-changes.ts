import type { AlertSettings, ChangeSeverity } from "@ranklens/shared";
import type { AppDeps } from "../../app-env";
import type { MailMessage } from "../../mail/mailer";
import { unsubscribeUrl } from "../../mail/unsubscribe-headers";
import type { UnsubscribeList } from "../../mail/unsubscribe-token";
import { alertSettingsOfMembers } from "./alert-settings-for";
import { changeAlertEmail, rankAlertEmail } from "./change-alert-email";
import type { ProjectForMail } from "./change-email-parts";
import { changesForMailQuery, toChangesForMail } from "./changes-for-mail";
import { claimDeliveries, releaseDeliveries } from "./deliveries";
import { scoreChartForMail } from "./score-chart";

/** Change ids looked up per query (well under every database's bound-parameter limit). */
const CHUNK = 500;

/** Which changes an immediate alert carries, to whom, and how it reads. */
interface AlertKind {
  /** The switch in Settings → Notifications a member turns it on and off with. */
  setting: keyof Pick<AlertSettings, "contentAlerts" | "rankingAlerts">;
  list: UnsubscribeList;
  severities: readonly ChangeSeverity[];
  /** Whether the change is of this kind (page changes, or ranking changes). */
  carries: (type: string) => boolean;
  /** Whether the e-mail shows the project's score chart. */
  chart: boolean;
  email: typeof changeAlertEmail;
  /** What the log says when an e-mail could not be sent. */
  logName: string;
}

const isRankChange = (type: string) => type.startsWith("rank_");

/** Content Alerts: critical changes on the project's own pages. */
const CONTENT_ALERTS: AlertKind = {
  setting: "contentAlerts",
  list: "content",
  severities: ["critical"],
  carries: (type) => !isRankChange(type),
  chart: true,
  email: changeAlertEmail,
  logName: "content alert",
};

/** Ranking Alerts: a tracked keyword that dropped or fell out of the top 100, once two readings agree. */
const RANKING_ALERTS: AlertKind = {
  setting: "rankingAlerts",
  list: "ranking",
  severities: ["critical", "warning"],
  carries: isRankChange,
  chart: false,
  email: rankAlertEmail,
  logName: "ranking alert",
};

/**
 * Content Alerts: after a run stored its changes, e-mails the critical ones on the project's own
 * pages (competitors' changes wait for the digest) at once to every member of the project's
 * workspace whose Content Alerts are on — one e-mail per member with all of this run's critical
 * changes. Each change reaches each member at most once: the delivery is recorded before the
 * e-mail is sent, and only changes recorded by this call go into it (see claimDeliveries), so a
 * retried run or a second call with the same ids sends nothing again. An e-mail that cannot be
 * sent is logged and its changes released, so the next digest carries them; it never throws for
 * a mail failure (the run that calls it must not fail because SMTP is down).
 */
export function notifyChanges(
  deps: AppDeps,
  input: { projectId: string; changeIds: string[] },
): Promise<void> {
  return notifyMembers(deps, input, CONTENT_ALERTS);
}

/** Ranking Alerts: the same for a rank check's changes, to members whose Ranking Alerts are on. */
export function notifyRankChanges(
  deps: AppDeps,
  input: { projectId: string; changeIds: string[] },
): Promise<void> {
  return notifyMembers(deps, input, RANKING_ALERTS);
}

async function notifyMembers(
  deps: AppDeps,
  input: { projectId: string; changeIds: string[] },
  kind: AlertKind,
): Promise<void> {
  if (input.changeIds.length === 0) return;
  const { db } = deps;
  const project = await db
    .selectFrom("projects as p")
    .innerJoin("workspaces as w", "w.id", "p.workspace_id")
    .select(["p.id", "p.name", "p.workspace_id as workspaceId", "w.name as workspaceName"])
    .where("p.id", "=", input.projectId)
    .executeTakeFirst();
  if (!project) return;

  const rows = [];
  for (let i = 0; i < input.changeIds.length; i += CHUNK) {
    rows.push(
      ...(await changesForMailQuery(db)
        .where("c.id", "in", input.changeIds.slice(i, i + CHUNK))
        .where("c.project_id", "=", project.id)
        .where("c.severity", "in", [...kind.severities])
        .where("c.competitor_id", "is", null)
        .execute()),
    );
  }
  const changes = toChangesForMail(rows).filter((change) => kind.carries(change.type));
  if (changes.length === 0) return;

  const members = (await alertSettingsOfMembers(db, project.workspaceId)).filter(
    (m) => m.settings[kind.setting],
  );
  let chart: Promise<Buffer | null> | undefined;
  for (const member of members) {
    const at = deps.now();
    const claimed = new Set(
      await claimDeliveries(db, {
        userId: member.userId,
        changeIds: changes.map((c) => c.id),
        channel: "immediate",
        at,
      }),
    );
    if (claimed.size === 0) continue;
    // Drawn once per call, and only when someone gets an e-mail.
    if (kind.chart)
      chart ??= scoreChartForMail(
        deps,
        project,
        changes.map((c) => c.pageId).filter((id): id is number => id !== null),
      );
    const forMail: ProjectForMail = {
      id: project.id,
      name: project.name,
      workspaceId: project.workspaceId,
      changes: changes.filter((c) => claimed.has(c.id)),
      chartPng: (await chart) ?? null,
    };
    const message: MailMessage = kind.email({
      to: member.email,
      name: member.name,
      workspaceName: project.workspaceName,
      project: forMail,
      publicUrl: deps.env.publicUrl,
      unsubscribeUrl: unsubscribeUrl(deps.env, {
        userId: member.userId,
        workspaceId: project.workspaceId,
        list: kind.list,
      }),
    });
    try {
      await deps.mailer.send(message);
    } catch (error) {
      deps.logger.error(`${kind.logName} e-mail not sent; its changes go to the next digest`, {
        projectId: project.id,
        userId: member.userId,
        error: String(error),
      });
      await releaseDeliveries(db, {
        userId: member.userId,
        changeIds: [...claimed],
        channel: "immediate",
        at,
      });
    }
  }
}
