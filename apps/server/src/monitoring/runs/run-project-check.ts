import { randomUUID } from "node:crypto";
import { createCrawlFetcher, type SiteFileCache } from "@ranklens/engine";
import { sql } from "kysely";
import { parseChangeRules } from "./change-rules";
import { readCompetitorSitemaps, sitemapChangeKeyPrefix, updateCompetitorUrls } from "./competitor-urls";
import { forEachPoliteHost, hostOf } from "./host-limited-pool";
import type { MonitoringDeps } from "./monitoring-deps";
import { recordObservation, type TrackedPageRow } from "./record-observation";

export type ProjectCheckTarget =
  /** A scheduled run: found or created by its period ("2026-11-24", "2026-W48"). */
  | { trigger: "schedule"; periodKey: string }
  /** "Check now": the row the API created. */
  | { trigger: "manual"; runId: string };

export interface ProjectCheckInput {
  projectId: string;
  target: ProjectCheckTarget;
  jobId?: string;
  /** Tracked pages observed, the first ones added (the plan's limit in force); all when absent. */
  maxPages?: number;
  signal?: AbortSignal;
  /** After each page stored (the job reports it: that renews its lease). */
  onProgress?: (progress: { runId: string; pagesDone: number; pagesTotal: number }) => Promise<void> | void;
}

export type ProjectCheckResult =
  | { outcome: "completed"; runId: string; pagesObserved: number; changeIds: string[] }
  /** The period's run was already completed (another worker's job, an earlier attempt), or the project or run is gone. */
  | { outcome: "skipped"; runId: string | null };

/**
 * One monitoring run of a project (issue 17): observes every tracked page that has no
 * observation in this run yet, stores each observation with the changes it shows (the project's
 * rules applied), reads the competitors' sitemaps for their new and removed pages, completes the
 * run and passes the run's changes to `notify`.
 *
 * Idempotent per period: the run row is unique per project and period, a page is observed once
 * per run, and changes have keys — a second job for the same period finds the run completed and
 * does nothing; a job retried after its worker died goes on with the pages still missing.
 */
export async function runProjectCheck(
  deps: MonitoringDeps,
  input: ProjectCheckInput,
): Promise<ProjectCheckResult> {
  const { db } = deps;
  const project = await db
    .selectFrom("projects")
    .select(["id", "rules"])
    .where("id", "=", input.projectId)
    .executeTakeFirst();
  if (!project) return { outcome: "skipped", runId: null };
  const run = await openRun(deps, input);
  if (!run || run.state === "completed") return { outcome: "skipped", runId: run?.id ?? null };
  const runId = run.id;
  const rules = parseChangeRules(project.rules);

  const pages: TrackedPageRow[] = (
    await db
      .selectFrom("project_pages")
      .select(["id", "url", "competitor_id"])
      .where("project_id", "=", project.id)
      .orderBy("id")
      .execute()
  )
    .map((row) => ({ id: row.id, url: row.url, competitorId: row.competitor_id }))
    .slice(0, input.maxPages);
  const observed = new Set(
    (
      await db
        .selectFrom("page_observations")
        .select("page_id")
        .where("run_id", "=", runId)
        .where(
          "page_id",
          "in",
          db.selectFrom("project_pages").select("id").where("project_id", "=", project.id),
        )
        .execute()
    ).map((row) => row.page_id),
  );
  let pagesDone = observed.size;
  const pagesTotal = pages.length;
  await db
    .updateTable("project_runs")
    .set({ pages_total: pagesTotal, pages_done: pagesDone })
    .where("id", "=", runId)
    .execute();

  let pagesObserved = 0;
  const siteFiles: SiteFileCache = new Map();
  await forEachPoliteHost(
    pages.filter((page) => !observed.has(page.id)),
    (page) => hostOf(page.url),
    async (page) => {
      // The engine stamps its own time; the run's clock is the injected one (simulated days, tests).
      const observedAt = deps.now().toISOString();
      const observation = { ...(await deps.observe(page.url, { siteFiles })), observedAt };
      const stored = await recordObservation(db, {
        projectId: project.id,
        runId,
        page,
        observation,
        rules,
        detect: deps.detect,
        now: deps.now(),
      });
      if (!stored) return;
      pagesObserved++;
      pagesDone++;
      await db
        .updateTable("project_runs")
        .set((eb) => ({ pages_done: eb("pages_done", "+", 1) }))
        .where("id", "=", runId)
        .execute();
      await input.onProgress?.({ runId, pagesDone, pagesTotal });
    },
    { concurrency: deps.concurrency, perHost: deps.perHost, signal: input.signal },
  );

  await checkCompetitorSitemaps(deps, { projectId: project.id, runId, rules, signal: input.signal });
  input.signal?.throwIfAborted();

  const at = deps.now().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("project_runs")
      .set({ state: "completed", finished_at: at })
      .where("id", "=", runId)
      .execute();
    await trx.updateTable("projects").set({ last_check_at: at }).where("id", "=", project.id).execute();
  });

  // Every change of this run, also those an attempt that died before this point stored: the
  // notifier sends each change at most once per person (alert_deliveries), so passing them again is safe.
  const changeIds = await runChangeIds(deps, project.id, runId);
  if (changeIds.length > 0) {
    try {
      await deps.notify({ projectId: project.id, changeIds });
    } catch (error) {
      deps.logger.warn("monitoring alerts could not be sent", {
        projectId: project.id,
        runId,
        error: String(error),
      });
    }
  }
  return { outcome: "completed", runId, pagesObserved, changeIds };
}

interface RunRow {
  id: string;
  state: string;
}

/** The run this job works on, marked running: the period's (created by the first job to get here) or the manual one. */
async function openRun(deps: MonitoringDeps, input: ProjectCheckInput): Promise<RunRow | undefined> {
  const { db } = deps;
  const at = deps.now().toISOString();
  let run: RunRow | undefined;
  if (input.target.trigger === "schedule") {
    await db
      .insertInto("project_runs")
      .values({
        id: randomUUID(),
        project_id: input.projectId,
        job_id: input.jobId ?? null,
        trigger: "schedule",
        period_key: input.target.periodKey,
        state: "queued",
        created_at: at,
        started_at: null,
        finished_at: null,
      })
      .onConflict((oc) => oc.columns(["project_id", "period_key"]).doNothing())
      .execute();
    run = await db
      .selectFrom("project_runs")
      .select(["id", "state"])
      .where("project_id", "=", input.projectId)
      .where("period_key", "=", input.target.periodKey)
      .executeTakeFirst();
  } else {
    run = await db
      .selectFrom("project_runs")
      .select(["id", "state"])
      .where("id", "=", input.target.runId)
      .where("project_id", "=", input.projectId)
      .executeTakeFirst();
  }
  if (!run || run.state === "completed") return run;
  await db
    .updateTable("project_runs")
    .set((eb) => ({
      state: "running",
      started_at: eb.fn.coalesce("started_at", sql.lit(at)),
      ...(input.jobId ? { job_id: input.jobId } : {}),
    }))
    .where("id", "=", run.id)
    .execute();
  return run;
}

/** Reads each competitor's sitemaps and records their new and removed pages (a competitor that fails is logged and skipped). */
async function checkCompetitorSitemaps(
  deps: MonitoringDeps,
  input: {
    projectId: string;
    runId: string;
    rules: ReturnType<typeof parseChangeRules>;
    signal?: AbortSignal;
  },
): Promise<void> {
  const competitors = await deps.db
    .selectFrom("project_competitors")
    .select(["id", "url"])
    .where("project_id", "=", input.projectId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  if (competitors.length === 0) return;
  const fetcher = createCrawlFetcher({ ...deps.fetch, connectionsPerOrigin: 1 });
  try {
    for (const competitor of competitors) {
      input.signal?.throwIfAborted();
      try {
        const read = await readCompetitorSitemaps(fetcher, competitor.url);
        if (!read) continue;
        await updateCompetitorUrls(deps.db, {
          projectId: input.projectId,
          runId: input.runId,
          competitorId: competitor.id,
          read,
          rules: input.rules,
          now: deps.now(),
        });
      } catch (error) {
        deps.logger.warn("competitor sitemaps could not be read", {
          projectId: input.projectId,
          competitorId: competitor.id,
          error: String(error),
        });
      }
    }
  } finally {
    await fetcher.close();
  }
}

/** The ids of the changes a run found: its observations' and its sitemap reads'. */
async function runChangeIds(deps: MonitoringDeps, projectId: string, runId: string): Promise<string[]> {
  const rows = await deps.db
    .selectFrom("project_changes")
    .select("id")
    .where("project_id", "=", projectId)
    .where((eb) =>
      eb.or([
        eb(
          "observation_id",
          "in",
          eb
            .selectFrom("page_observations")
            .innerJoin("project_pages", "project_pages.id", "page_observations.page_id")
            .select("page_observations.id")
            .where("project_pages.project_id", "=", projectId)
            .where("page_observations.run_id", "=", runId),
        ),
        eb("dedupe_key", "like", `${sitemapChangeKeyPrefix(runId)}%`),
      ]),
    )
    .orderBy("detected_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}
