/** A calendar month in UTC: the period the Basic plan's analyses are counted in. */
export interface UsagePeriod {
  /** "YYYY-MM" */
  id: string;
  /** English month name, e.g. "November". */
  monthName: string;
  /** First instant of the next month (00:00 UTC on its first day). */
  resetsAt: Date;
}

/** The usage period `now` falls in. Months are UTC so every server and user agrees on them. */
export function usagePeriod(now: Date): UsagePeriod {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    id: `${year}-${String(month + 1).padStart(2, "0")}`,
    monthName: new Date(Date.UTC(year, month, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" }),
    resetsAt: new Date(Date.UTC(year, month + 1, 1)),
  };
}

/** "December 1, 2026": how the quota message names the reset date. */
export function formatResetDate(resetsAt: Date): string {
  return resetsAt.toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}
