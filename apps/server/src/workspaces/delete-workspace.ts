import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { AppError } from "../errors";
import type { JobQueue } from "../jobs/job-queue";
import { removeProjectSchedules, sweepPageTexts } from "../monitoring";

/** Subscription states in which Stripe still charges (past_due: it is retrying a payment). */
const CHARGING = ["active", "trialing", "past_due"];

/**
 * Deletes a workspace and everything in it (content, analyses, keys, invitations,
 * activity, projects: ON DELETE CASCADE), with its projects' schedules and the
 * monitoring texts nobody else uses. Refused while a paid subscription runs, so
 * nobody is charged for a workspace that is gone. Sessions acting on it fall
 * back to their user's next workspace; a user left with none gets a new one on
 * their next request.
 */
export async function deleteWorkspace(
  db: Kysely<Database>,
  jobs: JobQueue,
  workspaceId: string,
): Promise<void> {
  const billing = await db
    .selectFrom("workspace_billing")
    .select("subscription_status")
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (billing?.subscription_status && CHARGING.includes(billing.subscription_status)) {
    throw new AppError(
      "CONFLICT",
      "This workspace has a running Pro subscription. Cancel it first, so it is not charged after the workspace is gone.",
    );
  }
  // Schedules first, as deleteProject does: a tick in between would enqueue checks of projects that are gone.
  const projects = await db
    .selectFrom("projects")
    .select("id")
    .where("workspace_id", "=", workspaceId)
    .execute();
  for (const project of projects) await removeProjectSchedules(jobs, project.id);
  await db.deleteFrom("workspaces").where("id", "=", workspaceId).execute();
  await sweepPageTexts(db);
}
