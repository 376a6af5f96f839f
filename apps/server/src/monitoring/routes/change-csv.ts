import { CHANGE_TYPES, type Change } from "@ranklens/shared";
import type { CsvValue } from "../../lib/csv";

/** The columns of the changes CSV export: the JSON fields, flattened, with the change's label. */
export const CHANGE_CSV_HEADER = [
  "id",
  "detected_at",
  "severity",
  "type",
  "label",
  "page_id",
  "url",
  "competitor_id",
  "before",
  "after",
  "observation_id",
  "previous_observation_id",
];

export function changeCsvRow(change: Change): CsvValue[] {
  return [
    change.id,
    change.detectedAt,
    change.severity,
    change.type,
    CHANGE_TYPES[change.type]?.label ?? change.type,
    change.pageId,
    change.url,
    change.competitorId,
    change.before,
    change.after,
    change.observationId,
    change.previousObservationId,
  ];
}
