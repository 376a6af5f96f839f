import type { PageObservation } from "@ranklens/engine";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { type ObservationRow, pageObservationFromRow } from "./observation-row";

/** Earlier observations change detection sees: enough for two-in-a-row rules and "what it was when it last worked". */
export const HISTORY_DEPTH = 5;

export interface PageHistoryEntry {
  id: number;
  observation: PageObservation;
}

/**
 * A page's earlier observations (not those of `runId`), oldest first: the last HISTORY_DEPTH, plus
 * the last analysed one (it answered 2xx with content) when it is older than those — a page down
 * for a week still compares its title with the one it had before it went down, and its outage is
 * still known to have begun after an answer. Only the last analysed one carries its main text
 * (from page_texts): the engine compares texts with that one alone.
 */
export async function loadPageHistory(
  db: Kysely<Database>,
  page: { id: number; url: string },
  runId: string,
): Promise<PageHistoryEntry[]> {
  const recent = await db
    .selectFrom("page_observations")
    .selectAll()
    .where("page_id", "=", page.id)
    .where("run_id", "!=", runId)
    .orderBy("observed_at", "desc")
    .orderBy("id", "desc")
    .limit(HISTORY_DEPTH)
    .execute();
  const rows: ObservationRow[] = [...recent];
  const oldest = recent.at(-1);
  if (recent.length === HISTORY_DEPTH && !recent.some(analysed) && oldest) {
    const lastGood = await db
      .selectFrom("page_observations")
      .selectAll()
      .where("page_id", "=", page.id)
      .where("run_id", "!=", runId)
      .where("word_count", "is not", null)
      .where("observed_at", "<", oldest.observed_at)
      .orderBy("observed_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    if (lastGood) rows.push(lastGood);
  }
  // The engine reads only the last analysed observation's text (its text_changed baseline).
  const baseline = rows.find(analysed);
  const text =
    baseline?.text_hash == null
      ? null
      : ((
          await db
            .selectFrom("page_texts")
            .select("text")
            .where("hash", "=", baseline.text_hash)
            .executeTakeFirst()
        )?.text ?? null);
  return rows.reverse().map((row) => ({
    id: row.id,
    observation: pageObservationFromRow(row, page.url, row === baseline ? text : null),
  }));
}

const analysed = (row: ObservationRow) => row.word_count !== null;
