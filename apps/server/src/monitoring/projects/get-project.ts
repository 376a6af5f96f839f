import { ChangeRulesSchema, type Project } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { keywordListOf } from "../rankings/tracked-keywords";
import { findProject } from "./find-project";
import { observationFromRow } from "./observation-row";
import { projectSummaries } from "./project-summaries";

/** One project with its tracked pages (each with its newest observation), keywords and rules. */
export async function getProject(
  db: Kysely<Database>,
  viewer: { workspaceId: string; userId: string },
  projectId: string,
): Promise<Project> {
  const row = await findProject(db, viewer.workspaceId, projectId);
  const [[summary], pages] = await Promise.all([
    projectSummaries(db, [row], viewer.userId),
    db
      .selectFrom("project_pages")
      .select(["id", "url", "competitor_id"])
      .where("project_id", "=", projectId)
      .orderBy("id")
      .execute(),
  ]);
  const latest =
    pages.length === 0
      ? []
      : await db
          .selectFrom("page_observations")
          .selectAll()
          .where("id", "in", (eb) =>
            eb
              .selectFrom("page_observations")
              .select((e) => e.fn.max("id").as("id"))
              .where(
                "page_id",
                "in",
                pages.map((p) => Number(p.id)),
              )
              .groupBy("page_id"),
          )
          .execute();
  const latestByPage = new Map(latest.map((o) => [Number(o.page_id), observationFromRow(o)]));
  return {
    ...summary!,
    pages: pages.map((p) => ({
      id: Number(p.id),
      url: p.url,
      competitorId: p.competitor_id,
      latest: latestByPage.get(Number(p.id)) ?? null,
    })),
    keywords: await keywordListOf(db, row.id),
    rules: ChangeRulesSchema.parse(JSON.parse(row.rules)),
  };
}
