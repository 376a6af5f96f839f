import type { RevisionSource } from "@ranklens/shared";

/** How each revision came to be, in words. */
export const REVISION_SOURCE_LABELS: Record<RevisionSource, string> = {
  save: "Saved",
  restore: "Restored",
  // The built-in engine (no AI) saves assistant revisions too: the label must fit both.
  assistant: "Writing assistant",
};

/** A date and time in the reader's locale ("12 May 2025, 14:03"). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** A date in the reader's locale ("12 May 2025"). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(undefined, { dateStyle: "medium" });
}
