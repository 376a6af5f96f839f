/** Analysis on every core: a pool of worker threads for the engine's CPU-heavy work (ADR 045). */
export {
  type AnalysisPool,
  type AnalysisPoolOptions,
  createAnalysisPool,
  defaultAnalysisThreads,
  INLINE_ANALYSIS,
} from "./analysis-pool";
export { type PoolTask, poolTask } from "./pool-task";
