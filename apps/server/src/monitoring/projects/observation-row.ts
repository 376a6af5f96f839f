import type { Observation } from "@ranklens/shared";
import { type ObservationRow, pageObservationFromRow } from "../runs/observation-row";

/**
 * A stored observation as the API shows it: the engine's facts, without the text (it stays in
 * page_texts), keywords or the engine version that read them.
 */
export function observationFromRow(row: ObservationRow): Observation {
  const {
    url: _url,
    keywords: _keywords,
    mainText: _mainText,
    engineVersion: _engineVersion,
    ...facts
  } = pageObservationFromRow(row, "", null);
  return { id: Number(row.id), runId: row.run_id, ...facts, textHash: row.text_hash };
}
