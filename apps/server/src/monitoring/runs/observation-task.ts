import { observeArtifacts, type PageObservation, type PageToObserve } from "@ranklens/engine";
import { poolTask } from "../../analysis-pool";

/**
 * A monitoring run's analysis of a page it fetched: a task of the analysis pool, so the worker's own
 * thread keeps fetching the next pages (a thousand-page run is mostly analysis).
 */
export default function observe(page: PageToObserve): PageObservation {
  return observeArtifacts(page);
}

export const OBSERVATION = poolTask(import.meta.url, observe);
