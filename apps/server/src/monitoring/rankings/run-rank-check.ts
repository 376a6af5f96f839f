import { chunks } from "../../lib/chunks";
import {
  type PostedQuery,
  ProviderError,
  type RankOutcome,
  type RankQuery,
  type RankQueue,
} from "../../search-data";
import { loadRankingProject, openSourceOf, type RankingProject } from "./ranking-context";
import type { RankingDeps } from "./ranking-deps";
import { recordReading } from "./record-reading";

/** Queries per request: DataForSEO takes at most 100 tasks per POST. */
const QUERIES_PER_REQUEST = 100;

export interface RankCheckResult {
  /** Readings stored now (positions, "not in the top 100" and failures). */
  checked: number;
  /** Queries posted to the provider's queue, collected later by the rank-collect job. */
  queued: number;
}

/**
 * Checks a project's tracked keywords with its provider. "Check now" (manual) reads the results
 * pages live; a scheduled check posts them to the provider's cheaper queue when it has one (its
 * tickets are collected by the rank-collect job), else reads them live too. A provider that fails
 * for one query fails that keyword's reading; one that fails the whole request fails every
 * keyword of that request with its reason. Changes two readings agree on are told by `notify`.
 */
export async function runRankCheck(
  deps: RankingDeps,
  input: { projectId: string; trigger: "schedule" | "manual"; signal?: AbortSignal },
): Promise<RankCheckResult> {
  const project = await loadRankingProject(deps.db, input.projectId);
  if (!project || project.keywords.length === 0) return { checked: 0, queued: 0 };
  const source = await openSourceOf(deps, project);
  if (source instanceof ProviderError) {
    await recordAll(deps, project, input.trigger, project.keywords, () => ({ ok: false, error: source }));
    return { checked: project.keywords.length, queued: 0 };
  }
  if (input.trigger === "schedule" && source.queue) {
    const queued = await postToQueue(deps, project, source.queue);
    return { checked: project.keywords.length - queued, queued };
  }
  for (const batch of chunks(project.keywords, QUERIES_PER_REQUEST)) {
    let outcomes: RankOutcome[];
    try {
      outcomes = await source.checkLive(batch.map(queryOf), input.signal);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      outcomes = batch.map(() => ({ ok: false, error }));
    }
    await recordAll(deps, project, input.trigger, batch, (i) => outcomes[i]!);
  }
  return { checked: project.keywords.length, queued: 0 };
}

/**
 * Posts a scheduled check's queries to the provider's queue and keeps a ticket per query for the
 * rank-collect job; a query the provider refused (at posting, or with the whole request) is a
 * failed reading now. Returns how many were queued.
 */
async function postToQueue(deps: RankingDeps, project: RankingProject, queue: RankQueue): Promise<number> {
  let queued = 0;
  for (const batch of chunks(project.keywords, QUERIES_PER_REQUEST)) {
    let posted: PostedQuery[];
    try {
      posted = await queue.post(batch.map(queryOf));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      posted = batch.map(() => ({ ok: false, error }));
    }
    const at = deps.now().toISOString();
    const tickets = posted.flatMap((p, i) =>
      p.ok
        ? [
            {
              ticket: p.ticket,
              provider: project.provider,
              tracked_keyword_id: batch[i]!.id,
              project_id: project.id,
              posted_at: at,
            },
          ]
        : [],
    );
    if (tickets.length > 0) await deps.db.insertInto("rank_tickets").values(tickets).execute();
    queued += tickets.length;
    const refused = posted.flatMap((p, i) => (p.ok ? [] : [{ keyword: batch[i]!, error: p.error }]));
    if (refused.length > 0)
      await recordAll(
        deps,
        project,
        "schedule",
        refused.map((r) => r.keyword),
        (i) => ({ ok: false, error: refused[i]!.error }),
      );
  }
  return queued;
}

/** Records each keyword's outcome, then tells the members about the moves confirmed. */
export async function recordAll(
  deps: RankingDeps,
  project: RankingProject,
  trigger: "schedule" | "manual",
  keywords: RankingProject["keywords"],
  outcomeOf: (index: number) => RankOutcome,
): Promise<void> {
  const changeIds: string[] = [];
  for (const [i, keyword] of keywords.entries()) {
    const changeId = await recordReading(
      deps.db,
      { ...project.context, trigger },
      keyword,
      outcomeOf(i),
      deps.now(),
    );
    if (changeId) changeIds.push(changeId);
  }
  await deps.notify({ projectId: project.id, changeIds });
}

export function queryOf(keyword: RankingProject["keywords"][number]): RankQuery {
  return {
    keyword: keyword.keyword,
    locationCode: keyword.location_code,
    languageCode: keyword.language_code,
    device: keyword.device as RankQuery["device"],
  };
}
