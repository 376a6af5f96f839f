/**
 * The signals JavaScript rendering is judged on (render-comparison.ts), as `changed` names them: a
 * subpath of its own, so the API's schemas (packages/shared) name the same list without the engine.
 */
export const RENDER_SIGNALS = [
  "title",
  "description",
  "canonical",
  "robots",
  "h1",
  "wordCount",
  "links",
] as const;
export type RenderSignal = (typeof RENDER_SIGNALS)[number];
