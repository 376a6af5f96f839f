import type { PlanId } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { type MonthlyReservation, reserveMonthlyCount } from "./reserve-monthly-count";

export { UPGRADE_URL } from "./reserve-monthly-count";

/** One analysis counted against a month; give it back if the analysis fails. */
export type AnalysisReservation = MonthlyReservation;

export interface ReserveAnalysisInput {
  workspaceId: string;
  plan: PlanId;
  /** Analyses allowed per month; null = unlimited (still counted, for the usage display). */
  limit: number | null;
  now: Date;
}

/** Counts one analysis for the workspace's month, atomically (reserveMonthlyCount); 429 over the limit. */
export function reserveAnalysis(
  db: Kysely<Database>,
  input: ReserveAnalysisInput,
): Promise<AnalysisReservation> {
  return reserveMonthlyCount(db, { ...input, counter: "analyses" });
}
