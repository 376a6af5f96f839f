import type { AnalysisSummary } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** The workspace's analyses, newest first, without the reports (the history list). */
export async function listAnalyses(
  db: Kysely<Database>,
  workspaceId: string,
  page: { limit: number; offset: number },
): Promise<{ items: AnalysisSummary[]; total: number }> {
  const rows = await db
    .selectFrom("analyses")
    .select([
      "id",
      "url",
      "final_url",
      "title",
      "seo_score",
      "readability_score",
      "performance_score",
      "failed_checks",
      "competitor_count",
      "created_at",
    ])
    .where("workspace_id", "=", workspaceId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { total } = await db
    .selectFrom("analyses")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirstOrThrow();
  return {
    total: Number(total),
    items: rows.map((r) => ({
      id: r.id,
      url: r.url,
      finalUrl: r.final_url,
      title: r.title,
      scores: { seo: r.seo_score, readability: r.readability_score, performance: r.performance_score },
      failedChecks: r.failed_checks,
      competitorCount: r.competitor_count,
      createdAt: r.created_at,
    })),
  };
}
