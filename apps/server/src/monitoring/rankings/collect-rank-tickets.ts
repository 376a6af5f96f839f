import { SEARCH_PROVIDER_NAMES } from "@ranklens/shared";
import { ProviderError, type RankOutcome } from "../../search-data";
import { loadRankingProject, openSourceOf } from "./ranking-context";
import type { RankingDeps } from "./ranking-deps";
import { recordAll } from "./run-rank-check";

/** A queued check not delivered in a day is failed: the provider lost it (DataForSEO keeps results 3 days). */
export const TICKET_GIVE_UP_MS = 24 * 3_600_000;

/**
 * Collects a project's queued checks that are ready at the provider, records them, and fails those
 * past TICKET_GIVE_UP_MS; returns how many still wait. A provider that is down or asks to slow down
 * leaves the tickets for the next try; a provider that refuses (credentials revoked) fails them
 * with its reason.
 */
export async function collectRankTickets(deps: RankingDeps, projectId: string): Promise<number> {
  const { db } = deps;
  const project = await loadRankingProject(db, projectId);
  const tickets = await db
    .selectFrom("rank_tickets")
    .selectAll()
    .where("project_id", "=", projectId)
    .orderBy("posted_at")
    .execute();
  if (tickets.length === 0) return 0;
  const drop = (done: string[]) =>
    done.length === 0
      ? Promise.resolve()
      : db
          .deleteFrom("rank_tickets")
          .where("project_id", "=", projectId)
          .where("ticket", "in", done)
          .execute();
  // Tracking stopped, or the provider changed, since they were posted: nothing to wait for.
  const current = tickets.filter((t) => project && t.provider === project.provider);
  await drop(tickets.filter((t) => !current.includes(t)).map((t) => t.ticket));
  if (!project || current.length === 0) return 0;

  const keywordOf = new Map(project.keywords.map((k) => [k.id, k]));
  const settle = async (settled: Array<{ ticket: string; keywordId: string; outcome: RankOutcome }>) => {
    const found = settled.filter((s) => keywordOf.has(s.keywordId));
    await recordAll(
      deps,
      project,
      "schedule",
      found.map((s) => keywordOf.get(s.keywordId)!),
      (i) => found[i]!.outcome,
    );
    await drop(settled.map((s) => s.ticket));
  };

  const source = await openSourceOf(deps, project);
  if (source instanceof ProviderError || !source.queue) {
    const error =
      source instanceof ProviderError
        ? source
        : new ProviderError(
            "PROVIDER_REJECTED",
            source.provider,
            `${source.provider} has no queue any more.`,
          );
    await settle(
      current.map((t) => ({
        ticket: t.ticket,
        keywordId: t.tracked_keyword_id,
        outcome: { ok: false, error },
      })),
    );
    return 0;
  }
  const settled: Array<{ ticket: string; keywordId: string; outcome: RankOutcome }> = [];
  try {
    const ready = new Set(await source.queue.ready());
    for (const ticket of current.filter((t) => ready.has(t.ticket)))
      settled.push({
        ticket: ticket.ticket,
        keywordId: ticket.tracked_keyword_id,
        outcome: await source.queue.collect(ticket.ticket),
      });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.failure !== "PROVIDER_RATE_LIMITED" && error.failure !== "PROVIDER_UNAVAILABLE") {
      const left = current.filter((t) => !settled.some((s) => s.ticket === t.ticket));
      settled.push(
        ...left.map((t) => ({
          ticket: t.ticket,
          keywordId: t.tracked_keyword_id,
          outcome: { ok: false as const, error },
        })),
      );
    }
  }
  const now = deps.now().getTime();
  const name = SEARCH_PROVIDER_NAMES[project.provider];
  const lost = new ProviderError(
    "PROVIDER_UNAVAILABLE",
    name,
    `${name} did not deliver this check's results within a day.`,
  );
  for (const ticket of current)
    if (
      !settled.some((s) => s.ticket === ticket.ticket) &&
      now - Date.parse(ticket.posted_at) > TICKET_GIVE_UP_MS
    )
      settled.push({
        ticket: ticket.ticket,
        keywordId: ticket.tracked_keyword_id,
        outcome: { ok: false, error: lost },
      });
  await settle(settled);
  return current.length - settled.length;
}
