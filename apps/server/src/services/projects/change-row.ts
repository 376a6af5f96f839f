import type { Change, ChangeSeverity, ChangeType } from "@ranklens/shared";
import type { Selectable } from "kysely";
import type { ProjectChangesTable } from "../../db/schema";

/**
 * A stored change as the API shows it. Changes without a tracked page (a competitor's sitemap
 * adding or removing a page) are not listed by the API yet: ChangeSchema wants a page and an
 * observation, so the list reads only changes that have both.
 */
export function changeFromRow(row: Selectable<ProjectChangesTable>): Change {
  return {
    id: row.id,
    pageId: Number(row.page_id),
    url: row.url,
    competitorId: row.competitor_id,
    type: row.type as ChangeType,
    severity: row.severity as ChangeSeverity,
    before: row.before,
    after: row.after,
    detectedAt: row.detected_at,
    observationId: Number(row.observation_id),
    previousObservationId: row.previous_observation_id === null ? null : Number(row.previous_observation_id),
  };
}
