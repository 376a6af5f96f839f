import type { ContentInput } from "@ranklens/engine/content";
import type { AnalysisRequest, AnalysisResponse } from "../../workers/content-analysis-protocol";

/** Sends numbered analysis requests somewhere that answers them (the worker). */
export interface AnalysisRunner {
  run(id: number, input: ContentInput): void;
  dispose(): void;
}

/**
 * Runs the analyser in a web worker. If the worker cannot start (an old browser, a blocked
 * script), analysis falls back to the main thread, loaded on demand: slower on long texts, but the
 * panel keeps working.
 */
export function createAnalysisRunner(onAnswer: (response: AnalysisResponse) => void): AnalysisRunner {
  let worker: Worker | null = null;
  let disposed = false;
  let last: AnalysisRequest | null = null;

  const runInPage = (request: AnalysisRequest) => {
    void import("../../workers/content-analysis-protocol").then(({ answerAnalysisRequest }) => {
      if (!disposed) onAnswer(answerAnalysisRequest(request));
    });
  };

  try {
    worker = new Worker(new URL("../../workers/content-analysis.worker.ts", import.meta.url), {
      type: "module",
    });
    worker.onmessage = (event: MessageEvent<AnalysisResponse>) => {
      if (!disposed) onAnswer(event.data);
    };
    worker.onerror = (event) => {
      // The worker failed to load or crashed: answer from the page from now on, starting with the
      // request that may have been lost.
      event.preventDefault();
      worker?.terminate();
      worker = null;
      if (last && !disposed) runInPage(last);
    };
  } catch {
    worker = null;
  }

  return {
    run(id, input) {
      last = { id, input };
      if (worker) worker.postMessage(last);
      else runInPage(last);
    },
    dispose() {
      disposed = true;
      worker?.terminate();
      worker = null;
    },
  };
}
