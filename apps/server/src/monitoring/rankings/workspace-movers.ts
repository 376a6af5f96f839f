import type { WorkspaceRankMovers } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { rankedKeywords } from "./get-rankings";

/** Movers shown each way on the dashboard. */
const MOVERS = 5;

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
  const up: WorkspaceRankMovers["up"] = [];
  const down: WorkspaceRankMovers["down"] = [];
  for (const project of projects) {
    const { movers } = await rankedKeywords(db, project.id, { days: 8, now });
    const tag = { projectId: project.id, projectName: project.name };
    up.push(...movers.up.map((m) => ({ ...m, ...tag })));
    down.push(...movers.down.map((m) => ({ ...m, ...tag })));
  }
  return {
    projects: projects.length,
    up: up.sort((a, b) => b.delta - a.delta).slice(0, MOVERS),
    down: down.sort((a, b) => a.delta - b.delta).slice(0, MOVERS),
  };
}
