import { randomUUID } from "node:crypto";
import type { DetectedChange, PageObservation } from "@ranklens/engine";
import type { ChangeRules } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { applyChangeRules } from "./change-rules";
import { observationRow } from "./observation-row";
import { loadPageHistory } from "./page-history";

export interface TrackedPageRow {
  id: number;
  url: string;
  competitorId: string | null;
}

export interface RecordObservationInput {
  projectId: string;
  runId: string;
  page: TrackedPageRow;
  observation: PageObservation;
  rules: ChangeRules;
  detect: (history: PageObservation[], current: PageObservation) => DetectedChange[];
  now: Date;
}

/**
 * Stores one observation and the changes it shows against the page's history, in one
 * transaction: a worker that dies half-way leaves neither, so the retried job observes the page
 * again and finds the same changes; one that finishes leaves both, and the retry skips the page
 * (page_observations is unique per page and run). Returns false when another worker had already
 * stored this page for this run.
 */
export async function recordObservation(
  db: Kysely<Database>,
  input: RecordObservationInput,
): Promise<boolean> {
  const { page, observation, runId } = input;
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = observationRow(observation, { pageId: page.id, runId });
    if (observation.mainText !== null && row.text_hash) {
      await trx
        .insertInto("page_texts")
        .values({ hash: row.text_hash, text: observation.mainText, created_at: at })
        .onConflict((oc) => oc.column("hash").doNothing())
        .execute();
    }
    const inserted = await trx
      .insertInto("page_observations")
      .values(row)
      .onConflict((oc) => oc.columns(["page_id", "run_id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return false;
    const history = await loadPageHistory(trx, page, runId);
    const changes = applyChangeRules(
      input.detect(
        history.map((entry) => entry.observation),
        observation,
      ),
      input.rules,
    );
    if (changes.length === 0) return true;
    await trx
      .insertInto("project_changes")
      .values(
        changes.map((change) => ({
          id: randomUUID(),
          project_id: input.projectId,
          page_id: page.id,
          url: page.url,
          competitor_id: page.competitorId,
          observation_id: inserted.id,
          // The observation the engine measured the change against (the last analysed one, the last answer…).
          previous_observation_id:
            (change.previousIndex === undefined ? history.at(-1) : history[change.previousIndex])?.id ?? null,
          type: change.type,
          severity: change.severity,
          before: change.before,
          after: change.after,
          detected_at: at,
          // The engine reports a type at most once per observation.
          dedupe_key: `${page.id}:${inserted.id}:${change.type}`,
        })),
      )
      .onConflict((oc) => oc.column("dedupe_key").doNothing())
      .execute();
    return true;
  });
}
