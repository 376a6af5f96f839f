import { randomUUID } from "node:crypto";
import { CHANGE_TYPES, type ChangeRules } from "@ranklens/shared";
import type { Kysely, Selectable } from "kysely";
import type { Database, TrackedKeywordsTable } from "../../db/schema";
import type { RankOutcome } from "../../search-data";
import { applyChangeRules } from "../runs/change-rules";
import { confirmMove, type RankMove, type Standing } from "./confirm-move";
import { judgeSerp } from "./judge-serp";

export interface ReadingContext {
  projectId: string;
  siteHost: string;
  siteUrl: string;
  competitorHosts: readonly string[];
  rules: ChangeRules;
  provider: string;
  trigger: "schedule" | "manual";
}

/**
 * Stores one check of a keyword and judges whether it moved, in one transaction: a failure is
 * stored as a failed reading with the provider's reason (never as a position, never judged); a
 * results page becomes the site's position or "not in the top 100", and a move two readings agree
 * on becomes a change of the project (its rules may mute it or change its severity). Returns the
 * change's id, if one was recorded.
 */
export async function recordReading(
  db: Kysely<Database>,
  context: ReadingContext,
  keyword: Selectable<TrackedKeywordsTable>,
  outcome: RankOutcome,
  at: Date,
): Promise<string | null> {
  const base = {
    tracked_keyword_id: keyword.id,
    provider: context.provider,
    trigger: context.trigger,
    // Our clock, not the provider's: queued checks are read minutes before they are collected, and
    // every reading of the project is then on one clock (the history's days, the week's change).
    checked_at: at.toISOString(),
  };
  if (!outcome.ok) {
    await db
      .insertInto("rank_readings")
      .values({
        ...base,
        state: "failed",
        position: null,
        url: null,
        failure: outcome.error.failure,
        error: outcome.error.message,
        cost: null,
      })
      .execute();
    return null;
  }
  const judged = judgeSerp(outcome.reading.organic, context.siteHost, context.competitorHosts);
  return db.transaction().execute(async (trx) => {
    const previous = await trx
      .selectFrom("rank_readings")
      .select(["state", "position"])
      .where("tracked_keyword_id", "=", keyword.id)
      .where("state", "!=", "failed")
      .orderBy("checked_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    const inserted = await trx
      .insertInto("rank_readings")
      .values({
        ...base,
        state: judged.state,
        position: judged.position,
        url: judged.url,
        own_results: JSON.stringify(judged.ownResults),
        features: JSON.stringify(outcome.reading.features),
        competitors: JSON.stringify(judged.competitors),
        failure: null,
        error: null,
        cost: outcome.reading.cost,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { move, baseline } = confirmMove(
      keyword.confirmed_state === null ? null : { standing: keyword.confirmed_position },
      previous ? standingOf(previous) : undefined,
      judged.position,
    );
    await trx
      .updateTable("tracked_keywords")
      .set({ confirmed_state: baseline === null ? "not_ranked" : "ranked", confirmed_position: baseline })
      .where("id", "=", keyword.id)
      .execute();
    if (!move) return null;
    const [change] = applyChangeRules(
      [
        {
          type: move.type,
          severity: CHANGE_TYPES[move.type].severity,
          before: describe(move.from),
          after: describe(move.to),
        },
      ],
      context.rules,
    );
    if (!change) return null;
    const id = randomUUID();
    await trx
      .insertInto("project_changes")
      .values({
        id,
        project_id: context.projectId,
        page_id: null,
        url: judged.url ?? keyword.target_url ?? context.siteUrl,
        competitor_id: null,
        observation_id: null,
        previous_observation_id: null,
        type: change.type,
        severity: change.severity,
        before: change.before,
        after: change.after,
        detected_at: at.toISOString(),
        dedupe_key: `rank:${inserted.id}`,
        keyword: keyword.device === "desktop" ? keyword.keyword : `${keyword.keyword} (${keyword.device})`,
      })
      .execute();
    return id;
  });
}

const standingOf = (reading: { state: string; position: number | null }): Standing =>
  reading.state === "ranked" ? reading.position : null;

/** As the change list and e-mails show a standing. */
function describe(standing: RankMove["from"]): string {
  return standing === null ? "not in the top 100" : `#${standing}`;
}
