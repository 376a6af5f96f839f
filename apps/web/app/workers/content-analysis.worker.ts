/**
 * The live content analyser, off the main thread so typing never waits for it. Receives
 * numbered requests, answers the newest waiting one (see createCoalescingHandler).
 */
import {
  type AnalysisRequest,
  type AnalysisResponse,
  createCoalescingHandler,
} from "./content-analysis-protocol";

// The app compiles against the DOM library, not WebWorker's: describe the little used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AnalysisRequest>) => void) | null;
  postMessage(message: AnalysisResponse): void;
};

const handle = createCoalescingHandler(
  (response) => scope.postMessage(response),
  (task) => setTimeout(task, 0),
);

scope.onmessage = (event) => handle(event.data);
