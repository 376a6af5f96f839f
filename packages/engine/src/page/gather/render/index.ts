/**
 * JavaScript rendering (issue 28): a page's DOM after its scripts ran, from headless Chromium whose
 * only way to the network is the crawl's guarded fetcher. Its own entry point, so that only the
 * server loads playwright-core.
 */

export { fetchingRenderer } from "./fetching-renderer.js";
export {
  createPageRenderer,
  MAX_SUBREQUESTS,
  type PageRenderer,
  type PageRendererOptions,
  type RenderFailure,
  type RenderOutcome,
  type RenderRequest,
  type RenderRequests,
  type SubresourceAnswer,
} from "./page-renderer.js";
export { isTrackerHost } from "./tracker-hosts.js";
