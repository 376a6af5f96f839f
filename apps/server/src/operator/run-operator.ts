import { PLANS, type PlanId } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { setUserPlan } from "../services/billing/set-user-plan";
import { getUsage } from "../services/quota/get-usage";
import { EXIT, type OperatorIo } from "./operator-io";
import type { OperatorCommand } from "./parse-operator-args";

export interface OperatorContext {
  db: Kysely<Database>;
  billingEnabled: boolean;
  io: OperatorIo;
}

type DatabaseCommand = Extract<OperatorCommand, { kind: "set-plan" | "show" }>;

/**
 * Runs one operator command against the database and returns its exit code.
 * The caller opens the database, so tests run the same code on SQLite and
 * PostgreSQL.
 */
export async function runOperator(command: DatabaseCommand, context: OperatorContext): Promise<number> {
  const user = await context.db
    .selectFrom("user")
    .select(["id", "email", "plan"])
    // Better Auth stores e-mails lower-cased.
    .where("email", "=", command.email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) {
    context.io.err(`No user with the e-mail ${command.email}.`);
    return EXIT.failed;
  }
  if (command.kind === "set-plan") return setPlan(context, user, command.plan);
  return show(context, user);
}

async function setPlan(
  { db, io, billingEnabled }: OperatorContext,
  user: { id: string; email: string; plan: string },
  plan: PlanId,
): Promise<number> {
  const previous: PlanId = user.plan === "pro" ? "pro" : "basic";
  if (previous === plan) {
    io.out(`${user.email} is already on the ${PLANS[plan].name} plan.`);
    return EXIT.ok;
  }
  await setUserPlan(db, user.id, plan);
  io.out(`${user.email} is now on the ${PLANS[plan].name} plan (was ${PLANS[previous].name}).`);
  if (!billingEnabled) io.out("Note: BILLING=off on this server, so every user is unlimited anyway.");
  return EXIT.ok;
}

async function show(
  { db, io, billingEnabled }: OperatorContext,
  user: { id: string; email: string },
): Promise<number> {
  const usage = await getUsage(db, { userId: user.id, billingEnabled, now: new Date() });
  const limit = usage.limit === null ? "unlimited" : String(usage.limit);
  io.out(
    `${user.email}: ${PLANS[usage.plan].name} plan, ${usage.used} of ${limit} analyses used in ${usage.period}.`,
  );
  return EXIT.ok;
}
