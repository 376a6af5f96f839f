import { randomUUID } from "node:crypto";
import {
  type AnalyzeUrlOptions,
  analyzeUrl,
  createCrawlFetcher,
  GATHER_DEFAULTS,
  isEngineError,
  type KeywordDataProvider,
  type SeoReport,
} from "@ranklens/engine";
import { fetchingRenderer, type PageRenderer } from "@ranklens/engine/render";
import type { Analysis } from "@ranklens/shared";
import type { Kysely } from "kysely";
import type { AnalysisPool } from "../analysis-pool";
import type { Database } from "../db/schema";
import { analysisError } from "./analysis-error";
import { normalizeTargetUrl } from "./normalize-target-url";
import { PAGE_REPORT } from "./page-report-task";

export interface RunAnalysisInput {
  workspaceId: string;
  /** Who ran it (shown in the history). */
  userId: string;
  url: string;
  competitors: string[];
  /** The fetcher's policy and limits (ALLOW_PRIVATE_NETWORKS; tests inject a resolver). */
  gather: Omit<AnalyzeUrlOptions, "competitors" | "render">;
  /** The process's Chromium, when the page is to be rendered (the caller checked it may be). */
  renderer?: PageRenderer;
  /** The workspace's keyword-data provider (search volume, competition, difficulty), when it connected one. */
  keywordData?: KeywordDataProvider;
  /** The process's analysis threads: the page's and the competitors' analyses run there. */
  analysis: AnalysisPool;
}

/**
 * Fetches and analyses the page (and its competitors) through the engine and
 * stores the report in the workspace. Nothing is stored when the page itself
 * cannot be analysed; the engine's reason becomes the API error.
 */
export async function runAnalysis(db: Kysely<Database>, input: RunAnalysisInput): Promise<Analysis> {
  let report: SeoReport;
  // A rendered page's sub-requests (scripts, XHR) go through a fetcher with the analysis's own
  // SSRF rules and size cap, opened for this analysis and closed after it.
  const { allowPrivateNetworks, lookup, onDial, timeouts, maxBytes } = input.gather;
  const fetcher = input.renderer
    ? createCrawlFetcher({
        userAgent: input.gather.userAgent ?? GATHER_DEFAULTS.userAgent,
        ...{ allowPrivateNetworks, lookup, onDial, timeouts, maxBytes },
      })
    : null;
  try {
    report = await analyzeUrl(normalizeTargetUrl(input.url), {
      ...input.gather,
      competitors: input.competitors.map(normalizeTargetUrl),
      analyse: (page) => input.analysis.run(PAGE_REPORT, page),
      ...(input.keywordData ? { keywordData: input.keywordData } : {}),
      ...(input.renderer && fetcher
        ? { render: fetchingRenderer(input.renderer, fetcher, { blockTrackers: false }) }
        : {}),
    });
  } catch (error) {
    if (isEngineError(error)) throw analysisError(error);
    throw error;
  } finally {
    await fetcher?.close();
  }
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  await db
    .insertInto("analyses")
    .values({
      id,
      workspace_id: input.workspaceId,
      created_by: input.userId,
      url: report.url,
      final_url: report.finalUrl,
      title: report.title.text,
      seo_score: report.contentScore.seo,
      readability_score: report.contentScore.readability,
      performance_score: report.contentScore.performance,
      failed_checks: report.checks.filter((c) => c.status === "fail").length,
      competitor_count: report.competitors.length,
      report: JSON.stringify(report),
      created_at: createdAt,
    })
    .execute();
  return { id, createdAt, report: report as unknown as Analysis["report"] };
}
