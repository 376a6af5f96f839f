import type { ReportSection } from "@ranklens/shared";
import { emptySection } from "../document/format";
import type { ReportDocumentSection } from "../document/report-document";

/** The author's own words: paragraphs split on blank lines, printed as text (never markup). */
export function noteSection(section: ReportSection): ReportDocumentSection {
  const note = emptySection("note");
  note.paragraphs = (section.text ?? "")
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  if (note.paragraphs.length === 0) note.empty = "No note written.";
  return note;
}
