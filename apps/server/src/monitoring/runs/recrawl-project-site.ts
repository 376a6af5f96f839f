import type { CrawlSchedule, PlanId } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import type { JobQueue } from "../../jobs/job-queue";
import type { Logger } from "../../lib/logger";
import { planLimits } from "../../quota/plan-limits";
import { createSite, normalizeStartUrl, sitesByStartUrl, startCrawl } from "../../site-audit";

export interface RecrawlInput {
  projectId: string;
  /** The schedule's due time: a crawl of the site created since then means this period's recrawl is done. */
  dueAt: Date;
  billingEnabled: boolean;
}

export type RecrawlOutcome =
  | { outcome: "started"; siteId: string; crawlId: string }
  | {
      outcome: "skipped";
      reason: "no-project" | "schedule-off" | "already-crawled" | "crawl-running" | "plan-limit";
      siteId?: string;
    };

/**
 * A project's scheduled recrawl: the workspace's site for the project's URL (found, or created
 * within the plan's number of sites; remembered in projects.site_id), then a site audit crawl
 * started like the Sites screen starts one — same plan limits (scheduled recrawls at all, pages
 * per crawl, crawls per month). What the plan does not allow, or a crawl already running, is logged and skipped: a
 * retry would not change it.
 */
export async function recrawlProjectSite(
  deps: {
    db: Kysely<Database>;
    jobs: JobQueue;
    now: () => Date;
    logger: Logger;
    env: Pick<Env, "CRAWL_UNVERIFIED_MAX_RATE">;
  },
  input: RecrawlInput,
): Promise<RecrawlOutcome> {
  const { db } = deps;
  const project = await db
    .selectFrom("projects")
    .innerJoin("workspaces", "workspaces.id", "projects.workspace_id")
    .select([
      "projects.id",
      "projects.workspace_id",
      "projects.site_url",
      "projects.site_id",
      "projects.created_by",
      "projects.crawl_schedule",
      "workspaces.plan",
      "workspaces.created_by as workspace_owner",
    ])
    .where("projects.id", "=", input.projectId)
    .executeTakeFirst();
  if (!project) return { outcome: "skipped", reason: "no-project" };
  const userId = project.created_by ?? project.workspace_owner ?? (await anyOwner(db, project.workspace_id));
  const actor = { workspaceId: project.workspace_id, userId };
  const plan = project.plan as PlanId;
  const limits = planLimits(plan, input.billingEnabled);
  // The plan in force, not the one the schedule was set under: after a downgrade to a plan
  // without scheduled recrawls, the schedule's jobs start nothing.
  const schedule = project.crawl_schedule as CrawlSchedule;
  if (schedule === "off" || !limits.crawlSchedules.includes(schedule)) {
    if (schedule !== "off")
      deps.logger.warn("project recrawl skipped: the plan has no scheduled recrawls", {
        projectId: project.id,
      });
    return { outcome: "skipped", reason: schedule === "off" ? "schedule-off" : "plan-limit" };
  }

  let siteId = project.site_id;
  if (siteId === null) {
    const startUrl = normalizeStartUrl(project.site_url);
    const existing = (await sitesByStartUrl(db, project.workspace_id, [startUrl])).get(startUrl);
    try {
      siteId =
        existing ??
        (
          await createSite(db, actor, {
            startUrl,
            plan,
            siteLimit: limits.sites,
            now: deps.now(),
            unverifiedMaxRate: deps.env.CRAWL_UNVERIFIED_MAX_RATE,
          })
        ).id;
    } catch (error) {
      if (error instanceof AppError && error.code === "PAYMENT_REQUIRED") {
        deps.logger.warn("project recrawl skipped: no site left on the plan", { projectId: project.id });
        return { outcome: "skipped", reason: "plan-limit" };
      }
      throw error;
    }
    await db.updateTable("projects").set({ site_id: siteId }).where("id", "=", project.id).execute();
  }

  const since = await db
    .selectFrom("crawls")
    .select("id")
    .where("site_id", "=", siteId)
    .where("created_at", ">=", input.dueAt.toISOString())
    .limit(1)
    .executeTakeFirst();
  if (since) return { outcome: "skipped", reason: "already-crawled", siteId };
  try {
    const crawl = await startCrawl(db, deps.jobs, actor, {
      siteId,
      plan,
      limits,
      now: deps.now(),
      unverifiedMaxRate: deps.env.CRAWL_UNVERIFIED_MAX_RATE,
    });
    return { outcome: "started", siteId, crawlId: crawl.id };
  } catch (error) {
    if (error instanceof AppError && error.code === "CONFLICT")
      return { outcome: "skipped", reason: "crawl-running", siteId };
    if (error instanceof AppError && (error.code === "PAYMENT_REQUIRED" || error.code === "QUOTA_EXCEEDED")) {
      deps.logger.warn("project recrawl skipped: the plan's crawls are used up", { projectId: project.id });
      return { outcome: "skipped", reason: "plan-limit", siteId };
    }
    throw error;
  }
}

async function anyOwner(db: Kysely<Database>, workspaceId: string): Promise<string> {
  const row = await db
    .selectFrom("workspace_members")
    .select("user_id")
    .where("workspace_id", "=", workspaceId)
    .where("role", "=", "owner")
    .orderBy("created_at")
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.user_id;
}
