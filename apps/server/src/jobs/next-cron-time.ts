import { CronExpressionParser } from "cron-parser";

/**
 * The first time strictly after `after` that the cron expression (5 fields,
 * or 6 with seconds first) names, in UTC. Throws on an invalid expression.
 */
export function nextCronTime(cron: string, after: Date): Date {
  return CronExpressionParser.parse(cron, { currentDate: after, tz: "UTC" }).next().toDate();
}
