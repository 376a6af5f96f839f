import { analyseGathered, type GatheredAnalysis, type GatheredPage } from "@ranklens/engine";
import { poolTask } from "../analysis-pool";

/**
 * The analysis of a page the API fetched (and its competitors'): a task of the analysis pool, so a
 * large page's analysis does not hold the thread that answers everyone's requests.
 */
export default function reportPage(page: GatheredPage): GatheredAnalysis {
  return analyseGathered(page);
}

export const PAGE_REPORT = poolTask(import.meta.url, reportPage);
