import type { ChangeSeverity } from "@ranklens/shared";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";

export interface ChangesOnDay {
  date: string;
  critical: number;
  warning: number;
  info: number;
}

/**
 * Changes detected per UTC day and severity since `since`, oldest first. Every check date is in
 * the list, with 0s when that check found nothing (a reading of "no changes", not a missing one);
 * a day without a check appears only if changes were detected on it (a competitor's sitemap).
 */
export async function changesByDay(
  db: Kysely<Database>,
  projectId: string,
  since: string,
  checkDates: string[],
): Promise<ChangesOnDay[]> {
  // detected_at is ISO text on both databases: its first 10 characters are the UTC day.
  const day = sql<string>`substr(detected_at, 1, 10)`;
  const rows = await db
    .selectFrom("project_changes")
    .select([day.as("day"), "severity", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("project_id", "=", projectId)
    .where("detected_at", ">=", since)
    .groupBy([day, "severity"])
    .execute();
  const days = new Map<string, ChangesOnDay>();
  const on = (date: string) => {
    let entry = days.get(date);
    if (!entry) {
      entry = { date, critical: 0, warning: 0, info: 0 };
      days.set(date, entry);
    }
    return entry;
  };
  for (const date of checkDates) on(date);
  for (const row of rows) on(row.day)[row.severity as ChangeSeverity] += Number(row.n);
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}
