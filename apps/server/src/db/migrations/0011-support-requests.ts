import type { Kysely } from "kysely";

/**
 * Support requests from signed-in users (issue 14, "Priority support"). A
 * request is a conversation with the support team, like the e-mail it is
 * mailed as, so it outlives its workspace and its sender's account: the
 * references are `ON DELETE SET NULL`, and the workspace's name and plan and
 * the sender's name, e-mail and role are kept as they were when it was sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("support_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("workspace_id", "text", (c) => c.references("workspaces.id").onDelete("set null"))
    .addColumn("workspace_name", "text", (c) => c.notNull())
    // "basic" | "pro": the workspace's plan when the request was sent.
    .addColumn("plan", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("user_email", "text", (c) => c.notNull())
    .addColumn("user_name", "text", (c) => c.notNull())
    // The sender's role in the workspace then: tells support whether they can change the plan themselves.
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    // 1 for a plan with priority support, else 0.
    .addColumn("priority", "integer", (c) => c.notNull().defaultTo(0))
    // "open" | "closed"
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("mailed_at", "text")
    .addColumn("closed_at", "text")
    .execute();
  // The operator's queue (`ranklens support list [--open]`): open first, priority first, oldest first.
  await db.schema
    .createIndex("support_requests_queue")
    .on("support_requests")
    .columns(["status", "priority desc", "created_at"])
    .execute();
  // A user's own requests, newest first (GET /api/v1/support).
  await db.schema
    .createIndex("support_requests_user_created")
    .on("support_requests")
    .columns(["user_id", "created_at"])
    .execute();
}
