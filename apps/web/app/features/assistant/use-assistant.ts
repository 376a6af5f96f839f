import type { ContentAnalysisItem } from "@ranklens/engine/content";
import { type AssistantActionId, type AssistantCapabilities, MESSAGES } from "@ranklens/shared";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef } from "react";
import toast from "react-hot-toast";
import { ApiError } from "../../lib/api-error";
import { getAssistantCapabilities, streamRewrite } from "../../lib/assistant-api";
import { queryKeys } from "../../lib/query-keys";
import { assistantReducer, type ChatMessage, INITIAL_ASSISTANT_STATE } from "./assistant-state";
import { applyHunks, hunksOf } from "./diff-hunks";
import type { EditorAssistantContext } from "./editor-assistant-context";
import { allHunks, createProposal, targetOf } from "./proposal";
import { requestForSuggestion } from "./suggestion-action";

/** The longest revision note the server keeps. */
const NOTE_MAX = 500;

let counter = 0;
const nextId = () => `m${++counter}`;

/**
 * The assistant panel's state: capabilities, the conversation, the streaming request, the proposal
 * under review (with per-hunk selection), the session's change history, and accepting a proposal
 * as a saved revision marked as the assistant's.
 */
export function useAssistant(ctx: EditorAssistantContext) {
  const capabilities = useQuery({
    queryKey: queryKeys.assistantCapabilities,
    queryFn: getAssistantCapabilities,
    staleTime: 5 * 60_000,
  });
  const [state, dispatch] = useReducer(assistantReducer, INITIAL_ASSISTANT_STATE);
  const { proposal, selected } = state;
  // The editor's context as of the last render, for a request that reads it after awaiting.
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const abortRef = useRef<AbortController | null>(null);
  const pendingSave = useRef<{ field: "content" | "metaDescription"; value: string; note: string } | null>(
    null,
  );

  const say = useCallback((message: Omit<ChatMessage, "id">) => {
    dispatch({ type: "said", message: { id: nextId(), ...message } });
  }, []);

  // An accepted proposal is saved once the editor holds it: saving reads the form as rendered.
  useEffect(() => {
    const save = pendingSave.current;
    if (!save || ctx.form[save.field] !== save.value) return;
    pendingSave.current = null;
    ctx.save({ source: "assistant", note: save.note });
  }, [ctx]);

  const run = useCallback(
    async (action: AssistantActionId, options: { prompt?: string; instruction?: string } = {}) => {
      const current = ctxRef.current;
      const caps = capabilities.data;
      if (abortRef.current) return;
      if (current.form.content.trim() === "") {
        toast.error(MESSAGES.contentRequiredForOptimization);
        return;
      }
      const label = caps?.actions.find((a) => a.id === action)?.label ?? action;
      const instruction = options.instruction ?? options.prompt ?? label;
      say({ role: "user", content: instruction });
      const capability = caps?.actions.find((a) => a.id === action);
      if (capability && !capability.available) {
        say({
          role: "assistant",
          content: `${label} needs an AI provider, so nothing was changed.`,
          detail: capability.reason,
        });
        return;
      }

      const target = targetOf(action);
      const original = target === "body" ? current.form.content : current.form.metaDescription;
      const controller = new AbortController();
      abortRef.current = controller;
      dispatch({ type: "requestStarted", pending: { action, instruction, text: "" } });
      try {
        const { form } = current;
        const text = await streamRewrite(
          {
            action,
            prompt: options.prompt,
            body: form.content,
            type: form.type,
            title: form.title.trim() || undefined,
            metaDescription: form.metaDescription.trim() || undefined,
            focusKeyphrase: form.focusKeyphrase.trim() || undefined,
          },
          {
            signal: controller.signal,
            onText: (textSoFar) => dispatch({ type: "textStreamed", text: textSoFar }),
          },
        );
        const made = createProposal({
          id: nextId(),
          action,
          instruction,
          original,
          proposed: text,
          focusKeyphrase: form.focusKeyphrase,
          title: form.title,
        });
        // A new proposal replaces the one under review: that one was not taken.
        dispatch({ type: "proposed", proposal: made });
        const changes = hunksOf(made.segments).length;
        say({
          role: "assistant",
          content:
            changes === 0
              ? "Here's a proposal: it is the same as your text, so there is nothing to change."
              : `Here's a proposal: ${made.improvements[0] ?? "changes to your text"}. Review the ${changes === 1 ? "change" : `${changes} changes`} below, then accept or reject.`,
        });
      } catch (error) {
        if (controller.signal.aborted) {
          say({ role: "assistant", content: "Stopped. Nothing was changed." });
        } else if (error instanceof ApiError && error.code === "NOTHING_TO_CHANGE") {
          // Not a failure: the engine looked and found the text already fits.
          say({ role: "assistant", content: error.message });
        } else {
          say({
            role: "assistant",
            tone: "error",
            content: MESSAGES.assistantError,
            detail: error instanceof Error ? error.message : undefined,
          });
        }
      } finally {
        abortRef.current = null;
        dispatch({ type: "requestEnded" });
      }
    },
    [capabilities.data, say],
  );

  /** Applies the chosen hunks (all by default) and saves them as a revision marked as the assistant's. */
  const accept = useCallback(
    (which: "all" | "selected") => {
      const current = ctxRef.current;
      if (!proposal) return;
      const field = proposal.target === "body" ? "content" : "metaDescription";
      if (current.form[field] !== proposal.original) {
        toast.error(
          "Your text changed after this proposal was made. Ask again so nothing you wrote is lost.",
        );
        return;
      }
      const total = hunksOf(proposal.segments).length;
      const chosen = which === "all" ? allHunks(proposal) : selected;
      const value = applyHunks(proposal.segments, chosen);
      const partial = chosen.size < total;
      const note = `${proposal.instruction}${partial ? ` (${chosen.size} of ${total} changes)` : ""}`.slice(
        0,
        NOTE_MAX,
      );
      pendingSave.current = { field, value, note };
      if (field === "content") current.replaceBody(value);
      else current.replaceMetaDescription(value);
      dispatch({ type: "accepted", partly: partial });
      say({
        role: "assistant",
        content: partial
          ? `Applied ${chosen.size} of ${total} changes and saved them as a new version. The revision history can bring the previous version back.`
          : "Applied the proposal and saved it as a new version. The revision history can bring the previous version back.",
      });
    },
    [proposal, selected, say],
  );

  const reject = useCallback(() => {
    if (!proposal) return;
    dispatch({ type: "rejected" });
    say({ role: "assistant", content: "Discarded the proposal. Your text is unchanged." });
  }, [proposal, say]);

  const stop = useCallback(() => abortRef.current?.abort(), []);

  /** Clears the proposal, its diff, the conversation and the change history. */
  const reset = useCallback(() => {
    abortRef.current?.abort();
    dispatch({ type: "reset" });
  }, []);

  const toggleHunk = useCallback((index: number) => dispatch({ type: "hunkToggled", index }), []);
  const chooseAllHunks = useCallback((all: boolean) => dispatch({ type: "allHunksChosen", all }), []);

  /** A suggestion chosen in the Content Analysis panel, sent as an instruction (or explained). */
  const runSuggestion = useCallback(
    (suggestion: ContentAnalysisItem) => {
      const caps: AssistantCapabilities | undefined = capabilities.data;
      if (!caps) return;
      const request = requestForSuggestion(suggestion, ctxRef.current.form.type, caps);
      // Clicking the same suggestion again moves the highlight on; it should not ask again.
      if (request.kind === "run" && proposal?.instruction === request.instruction) return;
      if (request.kind === "explain") {
        say({ role: "user", content: suggestion.issue });
        say({ role: "assistant", content: request.message });
        return;
      }
      void run(request.action, { prompt: request.prompt, instruction: request.instruction });
    },
    [capabilities.data, proposal, run, say],
  );

  return {
    capabilities,
    ...state,
    toggleHunk,
    chooseAllHunks,
    run,
    runSuggestion,
    accept,
    reject,
    stop,
    reset,
  };
}
