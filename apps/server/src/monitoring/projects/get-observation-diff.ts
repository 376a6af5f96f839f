import { diffObservations, type PageObservation } from "@ranklens/engine";
import type { ObservationDiff } from "@ranklens/shared";
import type { Kysely, Selectable } from "kysely";
import type { Database, PageObservationsTable } from "../../db/schema";
import { notFound } from "../../errors";
import { pageObservationFromRow } from "../runs/observation-row";
import { findProjectPage } from "./get-page-history";
import { observationFromRow } from "./observation-row";

export const OBSERVATION_NOT_FOUND = "Observation not found for this page";
export const NO_OBSERVATIONS = "This page has not been checked yet";

/**
 * Two observations of a tracked page compared: the fields that differ and a word diff of the
 * main text (the engine's diffObservations). `to` defaults to the newest observation and `from`
 * to the one before `to` (or `to` itself when it is the first), so a plain call answers "what
 * changed at the last check". Both must be this page's.
 */
export async function getObservationDiff(
  db: Kysely<Database>,
  workspaceId: string,
  projectId: string,
  pageId: number,
  ids: { from?: number; to?: number },
): Promise<ObservationDiff> {
  const page = await findProjectPage(db, workspaceId, projectId, pageId);
  const to = ids.to === undefined ? await newest(db, pageId) : await observation(db, pageId, ids.to);
  const from =
    ids.from === undefined
      ? ((await previous(db, pageId, to)) ?? to)
      : await observation(db, pageId, ids.from);
  const texts = await mainTexts(db, [from.text_hash, to.text_hash]);
  const diff = diffObservations(
    engineObservation(page.url, from, texts),
    engineObservation(page.url, to, texts),
  );
  return {
    from: observationFromRow(from),
    to: observationFromRow(to),
    fields: diff.fields,
    text: diff.text,
    textChange: diff.textChange,
  };
}

type Row = Selectable<PageObservationsTable>;

async function observation(db: Kysely<Database>, pageId: number, id: number): Promise<Row> {
  const row = await db
    .selectFrom("page_observations")
    .selectAll()
    .where("id", "=", id)
    .where("page_id", "=", pageId)
    .executeTakeFirst();
  if (!row) throw notFound(OBSERVATION_NOT_FOUND);
  return row;
}

async function newest(db: Kysely<Database>, pageId: number): Promise<Row> {
  const row = await db
    .selectFrom("page_observations")
    .selectAll()
    .where("page_id", "=", pageId)
    .orderBy("observed_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) throw notFound(NO_OBSERVATIONS);
  return row;
}

async function previous(db: Kysely<Database>, pageId: number, to: Row): Promise<Row | undefined> {
  return db
    .selectFrom("page_observations")
    .selectAll()
    .where("page_id", "=", pageId)
    .where((eb) =>
      eb.or([
        eb("observed_at", "<", to.observed_at),
        eb.and([eb("observed_at", "=", to.observed_at), eb("id", "<", to.id)]),
      ]),
    )
    .orderBy("observed_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

async function mainTexts(db: Kysely<Database>, hashes: (string | null)[]): Promise<Map<string, string>> {
  const wanted = hashes.filter((h): h is string => h !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom("page_texts")
    .select(["hash", "text"])
    .where("hash", "in", wanted)
    .execute();
  return new Map(rows.map((r) => [r.hash, r.text]));
}

/** A stored observation back in the engine's shape, with its main text. */
function engineObservation(url: string, row: Row, texts: Map<string, string>): PageObservation {
  return pageObservationFromRow(row, url, row.text_hash === null ? null : (texts.get(row.text_hash) ?? null));
}
