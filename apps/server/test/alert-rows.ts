import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../src/db/schema";

/**
 * Monitoring rows written straight into the database (migration 0014's tables), so the alert
 * e-mails can be tested without running the monitor: a project with own and competitor pages,
 * runs with scored observations, and changes.
 */
export interface SeededProject {
  projectId: string;
  ownPageId: number;
  competitorId: string;
  competitorPageId: number;
  latestObservation: { own: number; competitor: number };
}

export async function seedProject(
  db: Kysely<Database>,
  input: { workspaceId: string; name: string; at: Date; runs?: number },
): Promise<SeededProject> {
  const at = input.at.toISOString();
  const projectId = randomUUID();
  await db
    .insertInto("projects")
    .values({
      id: projectId,
      workspace_id: input.workspaceId,
      name: input.name,
      site_url: "https://shop.example/",
      page_schedule: "daily",
      crawl_schedule: "off",
      rules: "{}",
      created_at: at,
      updated_at: at,
    })
    .execute();
  const competitorId = randomUUID();
  await db
    .insertInto("project_competitors")
    .values({
      id: competitorId,
      project_id: projectId,
      url: "https://rival.example/",
      host: "rival.example",
      created_at: at,
    })
    .execute();
  const own = await db
    .insertInto("project_pages")
    .values({ project_id: projectId, competitor_id: null, url: "https://shop.example/shoes", created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  const theirs = await db
    .insertInto("project_pages")
    .values({
      project_id: projectId,
      competitor_id: competitorId,
      url: "https://rival.example/shoes",
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const latestObservation = { own: 0, competitor: 0 };
  const runs = input.runs ?? 5;
  for (let day = 0; day < runs; day++) {
    const runAt = new Date(input.at.getTime() - (runs - day) * 86_400_000).toISOString();
    const runId = randomUUID();
    await db
      .insertInto("project_runs")
      .values({
        id: runId,
        project_id: projectId,
        trigger: "schedule",
        period_key: runAt.slice(0, 10),
        state: "completed",
        created_at: runAt,
      })
      .execute();
    for (const [pageId, score, key] of [
      [own.id, 80 - day * 5, "own"],
      [theirs.id, 60 + day * 3, "competitor"],
    ] as const) {
      const row = await db
        .insertInto("page_observations")
        .values({ page_id: pageId, run_id: runId, observed_at: runAt, status: 200, seo_score: score })
        .returning("id")
        .executeTakeFirstOrThrow();
      latestObservation[key] = row.id;
    }
  }
  return { projectId, ownPageId: own.id, competitorId, competitorPageId: theirs.id, latestObservation };
}

export async function insertChange(
  db: Kysely<Database>,
  project: SeededProject,
  change: {
    type: string;
    severity: "critical" | "warning" | "info";
    competitor?: boolean;
    before?: string | null;
    after?: string | null;
    at: Date;
  },
): Promise<string> {
  const id = randomUUID();
  const competitor = change.competitor ?? false;
  await db
    .insertInto("project_changes")
    .values({
      id,
      project_id: project.projectId,
      page_id: competitor ? project.competitorPageId : project.ownPageId,
      url: competitor ? "https://rival.example/shoes" : "https://shop.example/shoes",
      competitor_id: competitor ? project.competitorId : null,
      observation_id: competitor ? project.latestObservation.competitor : project.latestObservation.own,
      previous_observation_id: null,
      type: change.type,
      severity: change.severity,
      before: change.before ?? null,
      after: change.after ?? null,
      detected_at: change.at.toISOString(),
      dedupe_key: id,
    })
    .execute();
  return id;
}

/** Adds a user to a workspace, as an accepted invitation would. */
export async function addMember(
  db: Kysely<Database>,
  workspaceId: string,
  userId: string,
  at: Date,
  role = "editor",
): Promise<void> {
  await db
    .insertInto("workspace_members")
    .values({ workspace_id: workspaceId, user_id: userId, role, created_at: at.toISOString() })
    .execute();
}
