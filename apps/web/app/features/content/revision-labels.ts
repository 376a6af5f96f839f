import type { RevisionSource } from "@ranklens/shared";

/** How each revision came to be, in words. */
export const REVISION_SOURCE_LABELS: Record<RevisionSource, string> = {
  save: "Saved",
  restore: "Restored",
  // The built-in engine (no AI) saves assistant revisions too: the label must fit both.
  assistant: "Writing assistant",
};

// The app's one date format lives in lib; the content screens import it from here too.
export { formatDate, formatDateTime } from "../../lib/format-date";
