import { RENDER_SIGNALS, type RenderSignal } from "@ranklens/engine/render-signals";
import { z } from "zod";

// JavaScript rendering (issue 28): what a page's scripts changed, as crawls and analyses report it.

/** A page's SEO signals as one version of it (the HTML as fetched, or the DOM after rendering) has them. */
export const RenderSignalsSchema = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  canonical: z.string().nullable(),
  /** The robots meta tag's content (the X-Robots-Tag header is the same in both versions). */
  robots: z.string().nullable(),
  h1: z.string().nullable(),
  wordCount: z.number().int(),
  /** Links the crawl can follow (the page's `<a href>`s, normalised and distinct). */
  links: z.number().int(),
});
export type RenderSignals = z.infer<typeof RenderSignalsSchema>;

/** The fields of RenderSignals, as `changed` names them (the engine's list). */
export { RENDER_SIGNALS, type RenderSignal };

/**
 * A rendered page (of a crawl, or a single-page analysis): the signals raw and rendered, which of
 * them rendering changed, and the links found only in the rendered DOM. When rendering failed,
 * `failure` says why and the page's analysis is the raw HTML's. The engine's RenderComparison
 * (render-comparison.ts) is this shape; the server's type-check holds the two together.
 */
export const PageRenderingSchema = z.object({
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
  raw: RenderSignalsSchema,
  /** Null when rendering failed. */
  rendered: RenderSignalsSchema.nullable(),
  changed: z.array(z.enum(RENDER_SIGNALS)),
  /** The first links found only after rendering (20 at most); `jsOnlyLinkCount` counts them all. */
  jsOnlyLinks: z.array(z.string()),
  jsOnlyLinkCount: z.number().int(),
  /** False when the page was still loading at the time limit (the DOM is what it had by then). */
  settled: z.boolean(),
  /** Sub-requests: answered through the server's guarded fetcher, not sent (images, fonts, trackers…), failed. */
  requests: z.object({ fetched: z.number().int(), skipped: z.number().int(), failed: z.number().int() }),
  ms: z.number().int(),
});
export type PageRendering = z.infer<typeof PageRenderingSchema>;
