import type { SeoReport } from "@ranklens/engine";
import {
  AnalysisListSchema,
  AnalysisSchema,
  type AnalysisSummary,
  type CreateAnalysis,
} from "@ranklens/shared";
import { apiRequest } from "./api-client";

/** A stored analysis with the engine's full report, typed precisely (the shared schema only checks its outline). */
export interface StoredAnalysis {
  id: string;
  createdAt: string;
  report: SeoReport;
}

/** One page of the signed-in user's analysis history, newest first. */
export interface AnalysisPage {
  items: AnalysisSummary[];
  total: number;
}

function toStoredAnalysis(body: unknown): StoredAnalysis {
  // The schema validates the fields every screen relies on; the rest of the report is the engine's contract.
  const parsed = AnalysisSchema.parse(body);
  return parsed as unknown as StoredAnalysis;
}

/** Analyses a page (and competitor pages) on the server and stores the report. */
export async function createAnalysis(input: CreateAnalysis): Promise<StoredAnalysis> {
  return toStoredAnalysis(await apiRequest<unknown>("/api/v1/analyses", { method: "POST", json: input }));
}

/** One page of past analyses. */
export async function listAnalyses(page: { limit: number; offset: number }): Promise<AnalysisPage> {
  const query = new URLSearchParams({ limit: String(page.limit), offset: String(page.offset) });
  return AnalysisListSchema.parse(await apiRequest<unknown>(`/api/v1/analyses?${query}`));
}

/** One stored analysis with its report. */
export async function fetchAnalysis(id: string): Promise<StoredAnalysis> {
  return toStoredAnalysis(await apiRequest<unknown>(`/api/v1/analyses/${encodeURIComponent(id)}`));
}

/** Removes an analysis from the history. */
export async function deleteAnalysis(id: string): Promise<void> {
  await apiRequest<null>(`/api/v1/analyses/${encodeURIComponent(id)}`, { method: "DELETE" });
}
