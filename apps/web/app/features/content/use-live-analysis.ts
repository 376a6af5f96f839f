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
  error: string | null;
  /** Analyses now, without waiting for typing to pause; refuses (with a toast) when the body is blank. */
  analyzeNow: () => void;
}

interface State {
  analysis: ContentAnalysis | null;
  trend: ScoreTrend;
  error: string | null;
}

/**
 * The Content Analysis panel's engine: re-analyses `input` in a web worker ~150 ms after typing
 * pauses, numbers every request and drops answers older than one already shown. A blank body is
 * not analysed (the last result stays until there is text again).
 */
export function useLiveAnalysis(input: ContentInput): LiveAnalysis {
  const [state, setState] = useState<State>({ analysis: null, trend: NO_TREND, error: null });
  const [waitingFor, setWaitingFor] = useState<number | null>(null);
  const sequencer = useRef(new RequestSequencer());
  const runner = useRef<AnalysisRunner | null>(null);
  const inputRef = useRef(input);
  inputRef.current = input;

  const onAnswer = useCallback((response: AnalysisResponse) => {
    if (!sequencer.current.accept(response.id)) return;
    setWaitingFor((waiting) => (waiting !== null && response.id >= waiting ? null : waiting));
    if (response.ok) {
      setState((previous) => ({
        analysis: response.result,
        trend: nextScoreTrend(previous.trend, previous.analysis, response.result),
        error: null,
      }));
    } else {
      setState((previous) => ({ ...previous, error: ANALYSIS_FAILED }));
    }
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
    if (!inputRef.current.body?.trim()) return;
    const timer = setTimeout(() => request(inputRef.current), LIVE_ANALYSIS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [title, body, metaDescription, focusKeyphrase, targetKeywords, type, request]);

  const analyzeNow = useCallback(() => {
    if (!inputRef.current.body?.trim()) {
      toast.error(MESSAGES.enterContentToAnalyze);
      return;
    }
    setWaitingFor(request(inputRef.current));
  }, [request]);

  return { ...state, analyzing: waitingFor !== null, analyzeNow };
}
