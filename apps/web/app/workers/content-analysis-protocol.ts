import { analyzeContent, type ContentAnalysis, type ContentInput } from "@ranklens/engine/content";

/** A numbered request to analyse the editor's current text. */
export interface AnalysisRequest {
  id: number;
  input: ContentInput;
}

/** The answer to one request: the analysis, or why it failed. */
export type AnalysisResponse =
  | { id: number; ok: true; result: ContentAnalysis }
  | { id: number; ok: false; message: string };

/** Runs one request; an analyser failure becomes an answer instead of killing the worker. */
export function answerAnalysisRequest(request: AnalysisRequest): AnalysisResponse {
  try {
    return { id: request.id, ok: true, result: analyzeContent(request.input) };
  } catch (error) {
    return { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Receives requests and answers only the newest of those waiting: while a long text is being
 * analysed, keystrokes queue up requests, and analysing each of them would only delay the one that
 * matters. Skipped requests get no answer; the newest answer supersedes them.
 */
export function createCoalescingHandler(
  post: (response: AnalysisResponse) => void,
  schedule: (task: () => void) => void,
): (request: AnalysisRequest) => void {
  let waiting: AnalysisRequest | null = null;
  return (request) => {
    const alreadyScheduled = waiting !== null;
    if (!waiting || request.id > waiting.id) waiting = request;
    if (alreadyScheduled) return;
    schedule(() => {
      const next = waiting;
      waiting = null;
      if (next) post(answerAnalysisRequest(next));
    });
  };
}
