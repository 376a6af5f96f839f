import { z } from "zod";
import { PageRenderingSchema } from "./rendering";

/** Longest URL we accept (browsers and crawlers cap around 2 KB in practice). */
export const URL_MAX = 2048;

const UrlInput = z
  .string()
  .trim()
  .min(1, "Please enter a URL")
  .max(URL_MAX, `URLs must be at most ${URL_MAX} characters`);

export const CreateAnalysisSchema = z.object({
  url: UrlInput,
  /** Competitor pages analysed with the same engine; the plan sets how many. */
  competitors: z.array(UrlInput).max(10, "At most 10 competitor URLs").optional(),
  /**
   * Render the page in headless Chromium and analyse the DOM after its scripts ran; the report's
   * `rendering` says what scripts changed. Only on a server with Chromium (GET /system says);
   * refused otherwise. Competitors are analysed as fetched.
   */
  renderJavaScript: z.boolean().optional(),
});
export type CreateAnalysis = z.infer<typeof CreateAnalysisSchema>;

const Score = z.number().int().min(0).max(100).nullable();

/** The engine's search intents: the spec's three, and "unclear" when no cue points to one. */
export const SEARCH_INTENT_VALUES = ["informational", "transactional", "navigational", "unclear"] as const;

/** One stored analysis in the history list (the full report is fetched by id). */
export const AnalysisSummarySchema = z.object({
  id: z.string(),
  url: z.string(),
  finalUrl: z.string(),
  title: z.string().nullable(),
  scores: z.object({ seo: Score, readability: Score, performance: Score }),
  failedChecks: z.number().int(),
  competitorCount: z.number().int(),
  createdAt: z.string(),
});
export type AnalysisSummary = z.infer<typeof AnalysisSummarySchema>;

/**
 * The engine's report (DESIGN.md "Report contract"). Described loosely here:
 * the engine's TypeScript types are the precise contract; this schema names
 * the fields clients rely on most.
 */
export const SeoReportSchema = z.looseObject({
  url: z.string(),
  finalUrl: z.string(),
  status: z.number().nullable(),
  title: z.object({
    text: z.string().nullable(),
    length: z.number().nullable(),
    /** Display width in Latin letters (CJK characters count twice); absent in reports before engine 0.2. */
    width: z.number().nullable().optional(),
  }),
  metaDescription: z.object({ text: z.string().nullable(), length: z.number().nullable() }),
  headings: z.array(z.looseObject({ tag: z.string(), text: z.string(), keywords: z.array(z.string()) })),
  wordCount: z.number(),
  keywords: z.array(
    z.looseObject({
      keyword: z.string(),
      frequency: z.number(),
      density: z.number(),
      intent: z.enum(SEARCH_INTENT_VALUES),
    }),
  ),
  checks: z.array(z.looseObject({ id: z.string(), status: z.string() })),
  contentScore: z.object({ seo: Score, readability: Score, performance: Score }),
  suggestions: z.array(z.looseObject({ type: z.string(), message: z.string(), impact: z.string() })),
  competitors: z.array(z.looseObject({ url: z.string() })),
  /** What JavaScript rendering changed; present only when the analysis rendered the page. */
  rendering: PageRenderingSchema.optional(),
});

export const AnalysisSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  report: SeoReportSchema,
});
export type Analysis = z.infer<typeof AnalysisSchema>;

export const AnalysisListSchema = z.object({
  items: z.array(AnalysisSummarySchema),
  total: z.number().int(),
});
