import type { PageSchedule } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { periodKey } from "../runs/period-key";

/**
 * Whether a scheduled rank check due at `due` still has work: none of the project's keywords was
 * checked on a schedule (or posted to the queue) in the period `due` falls in. Every check costs
 * the workspace money at its provider, so a retried job or a daily cron on a weekly plan must not
 * check twice.
 */
export async function scheduledRankCheckDue(
  db: Kysely<Database>,
  projectId: string,
  schedule: Exclude<PageSchedule, "off">,
  due: Date,
): Promise<boolean> {
  const period = periodKey(due, schedule);
  const last = await db
    .selectFrom("rank_readings as r")
    .innerJoin("tracked_keywords as k", "k.id", "r.tracked_keyword_id")
    .select((eb) => eb.fn.max("r.checked_at").as("at"))
    .where("k.project_id", "=", projectId)
    .where("r.trigger", "=", "schedule")
    .executeTakeFirst();
  const posted = await db
    .selectFrom("rank_tickets")
    .select((eb) => eb.fn.max("posted_at").as("at"))
    .where("project_id", "=", projectId)
    .executeTakeFirst();
  return [last?.at, posted?.at].every((at) => !at || periodKey(new Date(at), schedule) !== period);
}
