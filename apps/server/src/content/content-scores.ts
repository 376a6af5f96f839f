import { analyzeContent } from "@ranklens/engine/content";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { parseKeywords } from "./content-row";

/** Items a report scores: the most recently updated; the rest are counted. */
export const CONTENT_SCORES_MAX = 50;

export interface ContentScore {
  title: string;
  type: string;
  status: string;
  updatedAt: string;
  /** The live analyser's scores (0–100) of the saved version; null: not enough text to judge. */
  seoScore: number | null;
  readabilityScore: number | null;
}

/**
 * The workspace's content library as the editor's analyser scores it, computed now from each
 * item's saved version (scores are not stored: they follow the engine). At most CONTENT_SCORES_MAX
 * items, so a report of a large library stays quick; `total` says how many there are.
 */
export async function contentScores(
  db: Kysely<Database>,
  workspaceId: string,
): Promise<{ items: ContentScore[]; total: number }> {
  const rows = await db
    .selectFrom("content_items")
    .select([
      "title",
      "content",
      "type",
      "status",
      "meta_description",
      "focus_keyphrase",
      "target_keywords",
      "updated_at",
    ])
    .where("workspace_id", "=", workspaceId)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(CONTENT_SCORES_MAX)
    .execute();
  const { total } = await db
    .selectFrom("content_items")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirstOrThrow();
  const items = rows.map((row): ContentScore => {
    const analysis = analyzeContent({
      title: row.title,
      body: row.content,
      metaDescription: row.meta_description,
      focusKeyphrase: row.focus_keyphrase,
      targetKeywords: parseKeywords(row.target_keywords),
      type: row.type as Parameters<typeof analyzeContent>[0]["type"],
    });
    return {
      title: row.title,
      type: row.type,
      status: row.status,
      updatedAt: row.updated_at,
      seoScore: analysis.seoScore,
      readabilityScore: analysis.readabilityScore,
    };
  });
  return { items, total: Number(total) };
}
