import { unsubscribeUrl } from "../../mail/unsubscribe-headers";
import { alertSettingsOfMembers } from "../../monitoring";
import { reportEmail } from "../email/report-email";
import { drawReportCharts } from "../email/report-email-images";
import { claimSummaryDeliveries, releaseSummaryDelivery } from "./delivery-claims";
import { type DeliveryPeriod, weekJustEnded } from "./delivery-period";
import type { DeliveryResult, ReportDeliveryDeps } from "./report-delivery-deps";
import { type WeeklySummary, weeklySummaryDocument } from "./weekly-summary-document";

/**
 * The weekly summary (every plan's "Email reports"): for the ISO week just ended, one e-mail per
 * member of each workspace that has a site or a project, to members whose Email Notifications are
 * on (the same switch, and the same one-click unsubscribe, as the daily digest). Claimed in
 * summary_deliveries before sending, so a member gets each week once whatever the number of
 * workers; run on any day of the following week it sends what is still missing, and never an
 * older week. A failed send gives its claim back for the job's retry.
 */
export async function sendWeeklySummaries(deps: ReportDeliveryDeps): Promise<DeliveryResult> {
  const { db } = deps;
  const period = weekJustEnded(deps.now());
  const workspaces = await db
    .selectFrom("workspaces as w")
    .select(["w.id", "w.name"])
    .where(({ or, exists, selectFrom }) =>
      or([
        exists(selectFrom("sites as s").select("s.id").whereRef("s.workspace_id", "=", "w.id")),
        exists(selectFrom("projects as p").select("p.id").whereRef("p.workspace_id", "=", "w.id")),
      ]),
    )
    .orderBy("w.id")
    .execute();
  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const workspace of workspaces) {
    const outcome = await summaryFor(deps, workspace, period);
    result.sent += outcome.sent;
    result.failed += outcome.failed;
  }
  return result;
}

async function summaryFor(
  deps: ReportDeliveryDeps,
  workspace: { id: string; name: string },
  period: DeliveryPeriod,
): Promise<DeliveryResult> {
  const { db, logger, env } = deps;
  const members = (await alertSettingsOfMembers(db, workspace.id)).filter(
    (m) => m.settings.emailNotifications,
  );
  if (members.length === 0) return { sent: 0, failed: 0 };
  const at = deps.now();
  const claim = { workspaceId: workspace.id, week: period.key, at };
  const claimed = await claimSummaryDeliveries(db, { ...claim, userIds: members.map((m) => m.userId) });
  if (claimed.size === 0) return { sent: 0, failed: 0 };

  let summary: WeeklySummary;
  try {
    summary = await weeklySummaryDocument(deps, workspace, period);
  } catch (error) {
    logger.error("weekly summary not built; its members wait for the next attempt", {
      workspaceId: workspace.id,
      week: period.key,
      error: String(error),
    });
    for (const userId of claimed) await releaseSummaryDelivery(db, { ...claim, userId });
    return { sent: 0, failed: claimed.size };
  }
  const { document, more } = summary;
  const charts = drawReportCharts(document, logger);
  const inWorkspace = (path: string) =>
    `${env.publicUrl}${path}?${new URLSearchParams({ workspace: workspace.id })}`;

  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const member of members.filter((m) => claimed.has(m.userId))) {
    const message = reportEmail({
      to: member.email,
      document,
      charts,
      intro: [
        member.name ? `Hi ${member.name},` : "Hi,",
        `Your weekly RankLens summary for “${workspace.name}”, ${document.period.label}.`,
        ...leftOut(more),
      ],
      link: { url: inWorkspace("/dashboard"), label: `Open “${workspace.name}” in RankLens` },
      footer: {
        why: `You get this because Email Notifications are on for the workspace “${workspace.name}”.`,
        unsubscribeUrl: unsubscribeUrl(env, {
          userId: member.userId,
          workspaceId: workspace.id,
          list: "digest",
        }),
        settingsUrl: inWorkspace("/settings"),
      },
      attachPdf: null,
    });
    try {
      await deps.mailer.send(message);
      result.sent++;
    } catch (error) {
      logger.error("weekly summary e-mail not sent; it waits for the next attempt", {
        workspaceId: workspace.id,
        userId: member.userId,
        error: String(error),
      });
      await releaseSummaryDelivery(db, { ...claim, userId: member.userId });
      result.failed++;
    }
  }
  return result;
}

/** The sentence about sites and projects past the first five, if any. */
function leftOut(more: WeeklySummary["more"]): string[] {
  const words = [
    more.sites > 0 ? `${more.sites} more ${more.sites === 1 ? "site" : "sites"}` : null,
    more.projects > 0 ? `${more.projects} more ${more.projects === 1 ? "project" : "projects"}` : null,
  ].filter((w): w is string => w !== null);
  if (words.length === 0) return [];
  const verb = more.sites + more.projects === 1 ? "is" : "are";
  return [`${words.join(" and ")} ${verb} in RankLens, not in this summary.`];
}
