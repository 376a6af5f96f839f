import { describe, expect, it } from "vitest";
import {
  type AnalysisResponse,
  answerAnalysisRequest,
  createCoalescingHandler,
} from "./content-analysis-protocol";

describe("answerAnalysisRequest", () => {
  it("answers with the analysis of the request's text under the request's number", () => {
    const answer = answerAnalysisRequest({ id: 7, input: { body: "Short text. Another sentence here." } });
    expect(answer.id).toBe(7);
    expect(answer.ok).toBe(true);
    if (answer.ok) expect(answer.result.details.readability.sentences).toBe(2);
  });

  it("turns an analyser failure into a failed answer", () => {
    const input = {
      get body(): string {
        throw new Error("unreadable");
      },
    };
    expect(answerAnalysisRequest({ id: 2, input })).toEqual({ id: 2, ok: false, message: "unreadable" });
  });
});

describe("createCoalescingHandler", () => {
  it("answers only the newest of the requests that queued up", () => {
    const posted: AnalysisResponse[] = [];
    const tasks: (() => void)[] = [];
    const handle = createCoalescingHandler(
      (response) => posted.push(response),
      (task) => tasks.push(task),
    );
    handle({ id: 1, input: { body: "one" } });
    handle({ id: 3, input: { body: "three words here" } });
    handle({ id: 2, input: { body: "two" } });
    expect(tasks).toHaveLength(1);
    tasks.shift()?.();
    expect(posted.map((p) => p.id)).toEqual([3]);
    const [answer] = posted;
    if (answer?.ok) expect(answer.result.details.readability.words).toBe(3);

    handle({ id: 4, input: { body: "four" } });
    tasks.shift()?.();
    expect(posted.map((p) => p.id)).toEqual([3, 4]);
  });
});
