/**
 * Dates as the whole app shows them, in the reader's locale: "Nov 24, 2026,
 * 6:15 AM" (date and time) or "Nov 24, 2026" (date). A value that is not a
 * date is shown as it came, rather than "Invalid Date".
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** A date without the time ("Nov 24, 2026" in en-US). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(undefined, { dateStyle: "medium" });
}
