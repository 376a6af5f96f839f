import { z } from "zod";

/** The workspace's analyses and crawls this calendar month (UTC), for "3 of 5 analyses used this month". */
export const UsageSchema = z.object({
  plan: z.enum(["basic", "pro"]),
  /** Calendar month in UTC, "YYYY-MM". */
  period: z.string(),
  /** Analyses counted this period (failed analyses are not counted). */
  used: z.number().int(),
  /** Analyses allowed this period; null = unlimited (Pro, or billing turned off). */
  limit: z.number().int().nullable(),
  /** ISO timestamp when the count starts again from 0 (first day of next month, 00:00 UTC). */
  resetsAt: z.string(),
  /** Whether plans are enforced on this server (BILLING=on). */
  billingEnabled: z.boolean(),
  /** Site audit crawls started this period, and how many the plan allows (null = unlimited). */
  crawls: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
});
export type Usage = z.infer<typeof UsageSchema>;

/** `error.details` of a 429 QUOTA_EXCEEDED answer. */
export const QuotaExceededDetailsSchema = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  resetsAt: z.string(),
  upgradeUrl: z.string(),
});
export type QuotaExceededDetails = z.infer<typeof QuotaExceededDetailsSchema>;
