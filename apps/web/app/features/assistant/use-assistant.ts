import type { ContentAnalysisItem } from "@ranklens/engine/content";
import { type AssistantActionId, type AssistantCapabilities, MESSAGES } from "@ranklens/shared";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { ApiError } from "../../lib/api-error";
import { getAssistantCapabilities, streamRewrite } from "../../lib/assistant-api";
import { queryKeys } from "../../lib/query-keys";
import type { EditorAssistantContext } from "../content/content-editor";
import { applyHunks, hunksOf } from "./diff-hunks";
import { allHunks, createProposal, type Proposal, targetOf } from "./proposal";
import { requestForSuggestion } from "./suggestion-action";

/** One line of the assistant's conversation. */
export interface ChatMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  /** The server's specific reason under an apology, or other small print. */
  detail?: string;
  tone?: "error";
}

/** One request of this session and what came of it. */
export interface HistoryEntry {
  id: string;
  instruction: string;
  improvements: string[];
  outcome: "proposed" | "accepted" | "partly accepted" | "rejected";
}

/** The request being answered, with the text streamed so far. */
export interface Pending {
  action: AssistantActionId;
  instruction: string;
  text: string;
}

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
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const proposalRef = useRef(proposal);
  proposalRef.current = proposal;
  const abortRef = useRef<AbortController | null>(null);
  const pendingSave = useRef<{ field: "content" | "metaDescription"; value: string; note: string } | null>(
    null,
  );

  const say = useCallback((message: Omit<ChatMessage, "id">) => {
    setMessages((current) => [...current, { id: nextId(), ...message }]);
  }, []);

  const setOutcome = useCallback((id: string, outcome: HistoryEntry["outcome"]) => {
    setHistory((current) => current.map((entry) => (entry.id === id ? { ...entry, outcome } : entry)));
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
      setPending({ action, instruction, text: "" });
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
            onText: (textSoFar) => setPending((p) => (p ? { ...p, text: textSoFar } : p)),
          },
        );
        const made = createProposal({
          id: nextId(),
          action,
          instruction,
          original,
          proposed: text,
          focusKeyphrase: form.focusKeyphrase,
        });
        // A new proposal replaces the one under review: that one was not taken.
        if (proposalRef.current) setOutcome(proposalRef.current.id, "rejected");
        setProposal(made);
        setSelected(allHunks(made));
        setHistory((h) => [
          ...h,
          { id: made.id, instruction, improvements: made.improvements, outcome: "proposed" },
        ]);
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
        setPending(null);
      }
    },
    [capabilities.data, say, setOutcome],
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
      setOutcome(proposal.id, partial ? "partly accepted" : "accepted");
      setProposal(null);
      say({
        role: "assistant",
        content: partial
          ? `Applied ${chosen.size} of ${total} changes and saved them as a new version. The revision history can bring the previous version back.`
          : "Applied the proposal and saved it as a new version. The revision history can bring the previous version back.",
      });
    },
    [proposal, selected, say, setOutcome],
  );

  const reject = useCallback(() => {
    if (!proposal) return;
    setOutcome(proposal.id, "rejected");
    setProposal(null);
    say({ role: "assistant", content: "Discarded the proposal. Your text is unchanged." });
  }, [proposal, say, setOutcome]);

  const stop = useCallback(() => abortRef.current?.abort(), []);

  /** Clears the proposal, its diff, the conversation and the change history. */
  const reset = useCallback(() => {
    abortRef.current?.abort();
    setProposal(null);
    setSelected(new Set());
    setMessages([]);
    setHistory([]);
  }, []);

  const toggleHunk = useCallback((index: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }, []);

  /** A suggestion chosen in the Content Analysis panel, sent as an instruction (or explained). */
  const runSuggestion = useCallback(
    (suggestion: ContentAnalysisItem) => {
      const caps: AssistantCapabilities | undefined = capabilities.data;
      if (!caps) return;
      const request = requestForSuggestion(suggestion, ctxRef.current.form.type, caps);
      // Clicking the same suggestion again moves the highlight on; it should not ask again.
      if (request.kind === "run" && proposalRef.current?.instruction === request.instruction) return;
      if (request.kind === "explain") {
        say({ role: "user", content: suggestion.issue });
        say({ role: "assistant", content: request.message });
        return;
      }
      void run(request.action, { prompt: request.prompt, instruction: request.instruction });
    },
    [capabilities.data, run, say],
  );

  return {
    capabilities,
    messages,
    pending,
    proposal,
    selected,
    setSelected,
    toggleHunk,
    history,
    run,
    runSuggestion,
    accept,
    reject,
    stop,
    reset,
  };
}
