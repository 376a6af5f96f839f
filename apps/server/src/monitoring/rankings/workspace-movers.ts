import type { WorkspaceRankMovers } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { biggestMoves, rankedKeywords } from "./get-rankings";

/**
 * The week's biggest moves of every tracked keyword in the workspace's projects, for the
 * dashboard: each project's 7-day changes (get-rankings.ts), merged and cut to the largest.
 */
export async function workspaceMovers(
  db: Kysely<Database>,
  workspaceId: string,
  now: Date,
): Promise<WorkspaceRankMovers> {
  const projects = await db
    .selectFrom("projects as p")
    .select(["p.id", "p.name"])
    .where("p.workspace_id", "=", workspaceId)
    .where((eb) =>
      eb.exists(eb.selectFrom("tracked_keywords as k").select("k.id").whereRef("k.project_id", "=", "p.id")),
    )
    .orderBy("p.name")
    .execute();
  const moved: WorkspaceRankMovers["up"] = [];
  for (const project of projects) {
    // Each project's biggest moves hold the workspace's: a keyword cut there is not among the top here.
    const { movers } = await rankedKeywords(db, project.id, { days: 8, now });
    const tag = { projectId: project.id, projectName: project.name };
    moved.push(...[...movers.up, ...movers.down].map((m) => ({ ...m, ...tag })));
  }
  return { projects: projects.length, ...biggestMoves(moved) };
}
