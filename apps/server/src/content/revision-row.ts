import type {
  ContentRevision,
  ContentRevisionSummary,
  ContentStatus,
  ContentType,
  RevisionSource,
} from "@ranklens/shared";
import type { Selectable } from "kysely";
import type { ContentRevisionsTable } from "../db/schema";
import { toPerson } from "../workspaces/person";
import { parseKeywords, type Unqualified } from "./content-row";

export type RevisionRow = Selectable<ContentRevisionsTable>;

/** Every column of a revision but the body: what the history list reads. */
export const REVISION_SUMMARY_COLUMNS = [
  "content_revisions.id",
  "content_revisions.content_id",
  "content_revisions.version",
  "content_revisions.title",
  "content_revisions.type",
  "content_revisions.status",
  "content_revisions.meta_description",
  "content_revisions.focus_keyphrase",
  "content_revisions.target_keywords",
  "content_revisions.source",
  "content_revisions.note",
  "content_revisions.created_at",
  "content_revisions.saved_by",
] as const;

/** `saver_name` from a left join on `user` (null once the account is deleted). */
type SummaryRow = Pick<RevisionRow, Unqualified<(typeof REVISION_SUMMARY_COLUMNS)[number]>> & {
  content_length: number;
  saver_name: string | null;
};

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
    savedBy: toPerson(row.saved_by, row.saver_name),
    contentLength: Number(row.content_length),
  };
}

/** A whole revision row in the API's camelCase shape. */
export function toRevision(row: RevisionRow & { saver_name: string | null }): ContentRevision {
  const { contentLength: _, ...summary } = toRevisionSummary({ ...row, content_length: 0 });
  return { ...summary, content: row.content };
}
