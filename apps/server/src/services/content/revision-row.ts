import type {
  ContentRevision,
  ContentRevisionSummary,
  ContentStatus,
  ContentType,
  RevisionSource,
} from "@ranklens/shared";
import type { Selectable } from "kysely";
import type { ContentRevisionsTable } from "../../db/schema";
import { parseKeywords } from "./content-row";

export type RevisionRow = Selectable<ContentRevisionsTable>;

/** Every column of a revision but the body: what the history list reads. */
export const REVISION_SUMMARY_COLUMNS = [
  "id",
  "content_id",
  "version",
  "title",
  "type",
  "status",
  "meta_description",
  "focus_keyphrase",
  "target_keywords",
  "source",
  "note",
  "created_at",
] as const;

type SummaryRow = Pick<RevisionRow, (typeof REVISION_SUMMARY_COLUMNS)[number]> & { content_length: number };

/** A revision row without its body in the API's camelCase shape. */
export function toRevisionSummary(row: SummaryRow): ContentRevisionSummary {
  return {
    id: row.id,
    contentId: row.content_id,
    version: Number(row.version),
    title: row.title,
    type: row.type as ContentType,
    status: row.status as ContentStatus,
    metaDescription: row.meta_description,
    focusKeyphrase: row.focus_keyphrase,
    targetKeywords: parseKeywords(row.target_keywords),
    source: row.source as RevisionSource,
    note: row.note,
    createdAt: row.created_at,
    contentLength: Number(row.content_length),
  };
}

/** A whole revision row in the API's camelCase shape. */
export function toRevision(row: RevisionRow): ContentRevision {
  const { contentLength: _, ...summary } = toRevisionSummary({ ...row, content_length: 0 });
  return { ...summary, content: row.content };
}
