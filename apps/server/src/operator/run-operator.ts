import { PLANS, type PlanId } from "@ranklens/shared";
import { setWorkspacePlan } from "../billing/set-workspace-plan";
import { getUsage } from "../quota/get-usage";
import type { OperatorContext } from "./operator-context";
import { EXIT } from "./operator-io";
import type { OperatorCommand } from "./parse-operator-args";
import { closeSupport, listSupport } from "./support-commands";

type DatabaseCommand = Exclude<OperatorCommand, { kind: "help" | "usage-error" }>;
type UserCommand = Extract<OperatorCommand, { kind: "set-plan" | "show" }>;

/**
 * Runs one operator command against the database and returns its exit code.
 * The caller opens the database, so tests run the same code on SQLite and
 * PostgreSQL.
 */
export async function runOperator(command: DatabaseCommand, context: OperatorContext): Promise<number> {
  if (command.kind === "support-list") return listSupport(context, command.openOnly);
  if (command.kind === "support-close") return closeSupport(context, command.id);
  return runUserCommand(command, context);
}

/**
 * `users …`: a user's plan is their own workspace's, the oldest one they own
 * (the one sign-up made), which the output names.
 */
async function runUserCommand(command: UserCommand, context: OperatorContext): Promise<number> {
  const found = await context.db
    .selectFrom("user")
    .leftJoin("workspace_members", (join) =>
      join.onRef("workspace_members.user_id", "=", "user.id").on("workspace_members.role", "=", "owner"),
    )
    .leftJoin("workspaces", "workspaces.id", "workspace_members.workspace_id")
    .select([
      "user.email as email",
      "workspaces.id as workspaceId",
      "workspaces.name as name",
      "workspaces.plan as plan",
    ])
    // Better Auth stores e-mails lower-cased.
    .where("user.email", "=", command.email.trim().toLowerCase())
    .orderBy("workspace_members.created_at")
    .limit(1)
    .executeTakeFirst();
  if (!found) {
    context.io.err(`No user with the e-mail ${command.email}.`);
    return EXIT.failed;
  }
  if (!found.workspaceId || found.name === null || found.plan === null) {
    context.io.err(`${found.email} owns no workspace (it is created at their next sign-in).`);
    return EXIT.failed;
  }
  const workspace = { id: found.workspaceId, name: found.name, plan: found.plan };
  if (command.kind === "set-plan") return setPlan(context, found.email, workspace, command.plan);
  return show(context, found.email, workspace);
}

interface OwnedWorkspace {
  id: string;
  name: string;
  plan: string;
}

async function setPlan(
  { db, io, billingEnabled }: OperatorContext,
  email: string,
  workspace: OwnedWorkspace,
  plan: PlanId,
): Promise<number> {
  const previous: PlanId = workspace.plan === "pro" ? "pro" : "basic";
  if (previous === plan) {
    io.out(`${email}'s workspace “${workspace.name}” is already on the ${PLANS[plan].name} plan.`);
    return EXIT.ok;
  }
  await setWorkspacePlan(db, workspace.id, plan, "The operator");
  io.out(
    `${email}'s workspace “${workspace.name}” is now on the ${PLANS[plan].name} plan (was ${PLANS[previous].name}).`,
  );
  if (!billingEnabled) io.out("Note: BILLING=off on this server, so every workspace is unlimited anyway.");
  return EXIT.ok;
}

async function show(
  { db, io, billingEnabled }: OperatorContext,
  email: string,
  workspace: OwnedWorkspace,
): Promise<number> {
  const usage = await getUsage(db, {
    workspaceId: workspace.id,
    plan: workspace.plan === "pro" ? "pro" : "basic",
    billingEnabled,
    now: new Date(),
  });
  const limit = usage.limit === null ? "unlimited" : String(usage.limit);
  io.out(
    `${email}'s workspace “${workspace.name}”: ${PLANS[usage.plan].name} plan, ${usage.used} of ${limit} analyses used in ${usage.period}.`,
  );
  return EXIT.ok;
}
