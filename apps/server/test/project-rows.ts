import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../src/db/schema";

/**
 * Monitoring rows written the way a project check writes them (no worker runs in the API tests):
 * a completed run, one observation of a page in it, a change between two observations.
 */
export async function insertRun(
  db: Kysely<Database>,
  projectId: string,
  at: string,
  options: { trigger?: "schedule" | "manual"; state?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("project_runs")
    .values({
      id,
      project_id: projectId,
      job_id: null,
      trigger: options.trigger ?? "schedule",
      period_key: options.trigger === "manual" ? `manual:${id}` : at.slice(0, 10),
      state: options.state ?? "completed",
      created_at: at,
      started_at: at,
      finished_at: options.state && options.state !== "completed" ? null : at,
    })
    .execute();
  return id;
}

export interface ObservationFields {
  status?: number | null;
  errorCode?: string | null;
  title?: string | null;
  noindex?: boolean;
  seoScore?: number | null;
  text?: string | null;
  /** The page's top keywords. */
  keywords?: string[];
}

export async function insertObservation(
  db: Kysely<Database>,
  pageId: number,
  runId: string,
  at: string,
  fields: ObservationFields = {},
): Promise<number> {
  let hash: string | null = null;
  if (fields.text) {
    hash = createHash("sha256").update(fields.text).digest("hex");
    await db
      .insertInto("page_texts")
      .values({ hash, text: fields.text, created_at: at })
      .onConflict((oc) => oc.column("hash").doNothing())
      .execute();
  }
  const row = await db
    .insertInto("page_observations")
    .values({
      page_id: pageId,
      run_id: runId,
      observed_at: at,
      status: fields.status === undefined ? 200 : fields.status,
      error_code: fields.errorCode ?? null,
      final_url: null,
      robots_allowed: 1,
      title: fields.title === undefined ? "Home" : fields.title,
      meta_description: null,
      h1: null,
      canonical: null,
      robots: null,
      noindex: fields.noindex ? 1 : 0,
      word_count: fields.text ? fields.text.split(/\s+/).length : null,
      seo_score: fields.seoScore ?? 80,
      readability_score: null,
      performance_score: null,
      failing_checks: "[]",
      keywords: JSON.stringify(fields.keywords ?? []),
      text_hash: hash,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertChange(
  db: Kysely<Database>,
  change: {
    projectId: string;
    /** Null for a competitor's sitemap change. */
    pageId: number | null;
    url: string;
    observationId: number | null;
    previousObservationId?: number | null;
    type: string;
    severity: "critical" | "warning" | "info";
    before?: string | null;
    after?: string | null;
    at: string;
    competitorId?: string | null;
  },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("project_changes")
    .values({
      id,
      project_id: change.projectId,
      page_id: change.pageId,
      url: change.url,
      competitor_id: change.competitorId ?? null,
      observation_id: change.observationId,
      previous_observation_id: change.previousObservationId ?? null,
      type: change.type,
      severity: change.severity,
      before: change.before ?? null,
      after: change.after ?? null,
      detected_at: change.at,
      dedupe_key: `${change.pageId ?? change.url}:${change.observationId ?? change.at}:${change.type}`,
    })
    .execute();
  return id;
}
