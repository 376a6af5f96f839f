import { createHash } from "node:crypto";
import type { PageObservation } from "@ranklens/engine";
import type { Insertable, Selectable } from "kysely";
import type { PageObservationsTable } from "../../db/schema";

export type ObservationRow = Selectable<PageObservationsTable>;

/** The key a main text is stored under in page_texts: one row per distinct text, however many observations share it. */
export const textHash = (text: string) => createHash("sha256").update(text).digest("hex");

/** An observation as page_observations stores it (its main text goes to page_texts by hash). */
export function observationRow(
  observation: PageObservation,
  ids: { pageId: number; runId: string },
): Insertable<PageObservationsTable> {
  return {
    page_id: ids.pageId,
    run_id: ids.runId,
    observed_at: observation.observedAt,
    status: observation.status,
    error_code: observation.errorCode,
    final_url: observation.finalUrl,
    robots_allowed: observation.robotsAllowed === null ? null : observation.robotsAllowed ? 1 : 0,
    title: observation.title,
    meta_description: observation.metaDescription,
    h1: observation.h1,
    canonical: observation.canonical,
    robots: observation.robots,
    noindex: observation.noindex ? 1 : 0,
    word_count: observation.wordCount,
    seo_score: observation.seoScore,
    readability_score: observation.readabilityScore,
    performance_score: observation.performanceScore,
    failing_checks: JSON.stringify(observation.failingChecks),
    keywords: JSON.stringify(observation.keywords),
    text_hash: observation.mainText === null ? null : textHash(observation.mainText),
    engine_version: observation.engineVersion,
  };
}

/** A stored observation back as the engine compares it; `mainText` is the page_texts row its hash names. */
export function pageObservationFromRow(
  row: ObservationRow,
  url: string,
  mainText: string | null,
): PageObservation {
  return {
    url,
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
    keywords: JSON.parse(row.keywords) as string[],
    mainText,
    engineVersion: row.engine_version,
  };
}
