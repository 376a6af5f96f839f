import type { RevisionSource } from "@ranklens/shared";

/** How each revision came to be, in words. */
export const REVISION_SOURCE_LABELS: Record<RevisionSource, string> = {
  save: "Saved",
  restore: "Restored",
  assistant: "AI assistant",
};

// The app's one date format lives in lib; the content screens import it from here too.
export { formatDate, formatDateTime } from "../../lib/format-date";
