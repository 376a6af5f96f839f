import type { Observation } from "@ranklens/shared";
import type { Selectable } from "kysely";
import type { PageObservationsTable } from "../../db/schema";

/** A stored observation as the API shows it (the main text stays in page_texts). */
export function observationFromRow(row: Selectable<PageObservationsTable>): Observation {
  return {
    id: Number(row.id),
    runId: row.run_id,
    observedAt: row.observed_at,
    status: row.status,
    errorCode: row.error_code,
    finalUrl: row.final_url,
    robotsAllowed: row.robots_allowed === null ? null : row.robots_allowed === 1,
    title: row.title,
    metaDescription: row.meta_description,
    h1: row.h1,
    canonical: row.canonical,
    robots: row.robots,
    noindex: row.noindex === 1,
    wordCount: row.word_count,
    seoScore: row.seo_score,
    readabilityScore: row.readability_score,
    performanceScore: row.performance_score,
    failingChecks: JSON.parse(row.failing_checks) as string[],
    textHash: row.text_hash,
  };
}
