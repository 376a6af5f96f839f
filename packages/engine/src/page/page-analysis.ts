/**
 * The single-page analysis alone, without fetching, rendering, content or monitoring: the entry
 * (`@ranklens/engine/page-analysis`) of a worker thread that analyses crawled pages. Each thread
 * loads what its task imports, and the engine's whole entry costs a thread ~60 MB against ~37 MB
 * for this part (ADR 045).
 */
export type { PageArtifacts, RobotsTxtArtifact } from "./artifacts";
export { buildReport } from "./build-report";
export { type PageInput, pageInput } from "./computed/computed-facts";
export { hasBlockingDirective } from "./computed/crawlability";
export { factsFromArtifacts } from "./facts-from-artifacts";
