import type { ContentAnalysis, ContentInput } from "@ranklens/engine/content";
import { MESSAGES } from "@ranklens/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import type { AnalysisResponse } from "../../workers/content-analysis-protocol";
import { type AnalysisRunner, createAnalysisRunner } from "./analysis-runner";
import { RequestSequencer } from "./request-sequencer";
import { NO_TREND, nextScoreTrend, type ScoreTrend } from "./score-trend";

/** How long typing must pause before the text is analysed again. */
export const LIVE_ANALYSIS_DELAY_MS = 150;

/** The spec's fallback when the analyser fails. */
const ANALYSIS_FAILED = "Failed to analyze content";

export interface LiveAnalysis {
  /** The newest result shown, or null before the first run. */
  analysis: ContentAnalysis | null;
  /** How each score moved the last time it moved. */
  trend: ScoreTrend;
  /** True from an 'Analyze Content' click until its answer (or a newer one) arrives. */
  analyzing: boolean;
  /**
   * True once an 'Analyze Content' click has been answered, until the text changes: the analysis
   * shown is of the text as it is now. (Live runs keep it current anyway; the click confirms it.)
   */
  confirmed: boolean;
  error: string | null;
  /** Analyses now, without waiting for typing to pause; refuses (with a toast) when the body is blank. */
  analyzeNow: () => void;
}

interface State {
  analysis: ContentAnalysis | null;
  trend: ScoreTrend;
  error: string | null;
  /** The request of the last 'Analyze Content' click, until it is answered. */
  waitingFor: number | null;
  confirmed: boolean;
}

const INITIAL: State = { analysis: null, trend: NO_TREND, error: null, waitingFor: null, confirmed: false };

/**
 * The Content Analysis panel's engine: re-analyses `input` in a web worker ~150 ms after typing
 * pauses, numbers every request and drops answers older than one already shown. A blank body is
 * not analysed (the last result stays until there is text again).
 */
export function useLiveAnalysis(input: ContentInput): LiveAnalysis {
  const [state, setState] = useState<State>(INITIAL);
  const sequencer = useRef(new RequestSequencer());
  const runner = useRef<AnalysisRunner | null>(null);
  const inputRef = useRef(input);
  inputRef.current = input;

  const onAnswer = useCallback((response: AnalysisResponse) => {
    if (!sequencer.current.accept(response.id)) return;
    setState((previous) => {
      const answersClick = previous.waitingFor !== null && response.id >= previous.waitingFor;
      const waiting = {
        waitingFor: answersClick ? null : previous.waitingFor,
        confirmed: answersClick ? response.ok : previous.confirmed,
      };
      if (!response.ok) return { ...previous, ...waiting, error: ANALYSIS_FAILED };
      return {
        analysis: response.result,
        trend: nextScoreTrend(previous.trend, previous.analysis, response.result),
        error: null,
        ...waiting,
      };
    });
  }, []);

  useEffect(() => {
    const created = createAnalysisRunner(onAnswer);
    runner.current = created;
    return () => {
      created.dispose();
      if (runner.current === created) runner.current = null;
    };
  }, [onAnswer]);

  const request = useCallback((text: ContentInput) => {
    const id = sequencer.current.next();
    runner.current?.run(id, text);
    return id;
  }, []);

  const { title, body, metaDescription, focusKeyphrase, targetKeywords, type } = input;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run exactly when a field the analyser reads changes
  useEffect(() => {
    // What an 'Analyze Content' click confirmed was the text before this change.
    setState((previous) => (previous.confirmed ? { ...previous, confirmed: false } : previous));
    if (!inputRef.current.body?.trim()) return;
    const timer = setTimeout(() => request(inputRef.current), LIVE_ANALYSIS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [title, body, metaDescription, focusKeyphrase, targetKeywords, type, request]);

  const analyzeNow = useCallback(() => {
    if (!inputRef.current.body?.trim()) {
      toast.error(MESSAGES.enterContentToAnalyze);
      return;
    }
    const id = request(inputRef.current);
    setState((previous) => ({ ...previous, waitingFor: id, confirmed: false }));
  }, [request]);

  const { analysis, trend, error, waitingFor, confirmed } = state;
  return { analysis, trend, error, confirmed, analyzing: waitingFor !== null, analyzeNow };
}
