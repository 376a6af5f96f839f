import type { Change, ChangeSeverity, ChangeType } from "@ranklens/shared";
import type { Selectable } from "kysely";
import type { ProjectChangesTable } from "../../db/schema";

/** A stored change as the API shows it; a competitor's sitemap change has no page or observation. */
export function changeFromRow(row: Selectable<ProjectChangesTable>): Change {
  return {
    id: row.id,
    pageId: row.page_id === null ? null : Number(row.page_id),
    url: row.url,
    competitorId: row.competitor_id,
    type: row.type as ChangeType,
    severity: row.severity as ChangeSeverity,
    before: row.before,
    after: row.after,
    detectedAt: row.detected_at,
    observationId: row.observation_id === null ? null : Number(row.observation_id),
    previousObservationId: row.previous_observation_id === null ? null : Number(row.previous_observation_id),
    keyword: row.keyword,
  };
}
