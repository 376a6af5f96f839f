import type { ContentAnalysisItem } from "@ranklens/engine/content";
import { RotateCcw, Send, Square } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { PermissionNote } from "../../components/app/permission-note";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { useCan } from "../../lib/use-can";
import { AiSuggestions } from "./ai-suggestions";
import { ChangeHistory } from "./change-history";
import { ChatLog } from "./chat-log";
import type { EditorAssistantContext } from "./editor-assistant-context";
import { ProposalReview } from "./proposal-review";
import { QuickActions } from "./quick-actions";
import { useAssistant } from "./use-assistant";
import { useProposalScores } from "./use-proposal-scores";

/** A suggestion chosen in the analysis panel; `nonce` tells a second click on the same one apart. */
export interface SuggestionRequestEvent {
  suggestion: ContentAnalysisItem;
  nonce: number;
}

/**
 * The AI Writing Assistant: engine badge, greeting and conversation, quick buttons, a free-text
 * request, the streamed answer, and the proposal to review. Nothing reaches the editor until the
 * writer accepts, and each acceptance is saved as a revision that can be restored away.
 */
export function AssistantPanel({
  ctx,
  suggestionRequest,
  headerAction,
  titleId,
}: {
  ctx: EditorAssistantContext;
  suggestionRequest: SuggestionRequestEvent | null;
  /** Extra control in the header (the overlay's close button on small screens). */
  headerAction?: ReactNode;
  titleId: string;
}) {
  const assistant = useAssistant(ctx);
  const { capabilities, proposal, pending } = assistant;
  const [request, setRequest] = useState("");
  const input = useMemo(
    () => ({
      title: ctx.form.title,
      body: ctx.form.content,
      metaDescription: ctx.form.metaDescription,
      focusKeyphrase: ctx.form.focusKeyphrase,
      targetKeywords: ctx.form.targetKeywords,
      type: ctx.form.type,
    }),
    [ctx.form],
  );
  const scores = useProposalScores(proposal, input);
  const use = useCan("assistant.use");
  // A role that may not use the assistant (viewer) sees it with every request disabled.
  const busy = pending !== null || !use.allowed;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new click (nonce) runs once
  useEffect(() => {
    if (suggestionRequest && use.allowed) assistant.runSuggestion(suggestionRequest.suggestion);
  }, [suggestionRequest?.nonce]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const prompt = request.trim();
    if (!prompt || busy) return;
    void assistant.run("custom", { prompt });
    setRequest("");
  }

  const caps = capabilities.data;
  const badge = caps
    ? caps.provider === "built-in"
      ? "Built-in engine"
      : `AI · ${caps.model ?? "provider"}`
    : capabilities.isError
      ? "Unavailable"
      : "…";
  const stale =
    proposal !== null &&
    (proposal.target === "body" ? ctx.form.content : ctx.form.metaDescription) !== proposal.original;

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="assistant-panel"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            AI Writing Assistant
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-1.5">
            <Badge tone={caps?.provider === "openai-compatible" ? "primary" : "neutral"}>{badge}</Badge>
            {caps?.provider === "built-in" ? (
              <span className="text-xs text-slate-600">
                No AI provider: extractive tools only ·{" "}
                <Link to="/docs#the-assistant-and-built-in-engine" className="text-indigo-700 underline">
                  how your administrator connects one
                </Link>
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={assistant.reset}
            disabled={assistant.messages.length === 0 && !proposal && assistant.history.length === 0}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            Reset
          </Button>
          {headerAction}
        </div>
      </header>

      {capabilities.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The assistant could not be reached: {capabilities.error.message}
        </p>
      ) : null}

      <PermissionNote permission={use} />

      <ChatLog messages={assistant.messages} />

      <QuickActions
        type={ctx.form.type}
        capabilities={caps}
        disabled={busy || !caps}
        onRun={(action) => void assistant.run(action)}
      />

      <form onSubmit={submit} className="flex gap-2">
        <Input
          label="Your request"
          labelHidden
          fieldClassName="min-w-0 flex-1"
          value={request}
          onChange={(event) => setRequest(event.target.value)}
          disabled={!use.allowed}
          placeholder="Ask about content optimization..."
          maxLength={2000}
          className="h-9"
        />
        <Button
          type="submit"
          size="sm"
          className="h-9"
          disabled={busy || !caps || request.trim() === ""}
          title={use.reason ?? undefined}
          aria-label="Send request"
        >
          <Send className="size-4" aria-hidden="true" />
        </Button>
      </form>

      {pending ? (
        <div className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3" aria-busy="true">
          <div className="flex items-center justify-between gap-2">
            <p className="flex items-center gap-2 text-sm font-medium text-indigo-700" role="status">
              <Spinner className="size-4" />
              {caps?.provider === "built-in" ? "Writing a built-in rewrite (no AI)..." : "AI is thinking..."}
            </p>
            <Button variant="secondary" size="sm" onClick={assistant.stop}>
              <Square className="size-3.5" aria-hidden="true" />
              Stop
            </Button>
          </div>
          {pending.text ? (
            <p
              className="max-h-60 overflow-y-auto text-sm whitespace-pre-wrap break-words text-slate-700"
              data-testid="assistant-stream"
            >
              {pending.text}
            </p>
          ) : null}
        </div>
      ) : null}

      {proposal ? (
        <ProposalReview
          proposal={proposal}
          builtIn={caps?.provider === "built-in"}
          scores={scores}
          selected={assistant.selected}
          stale={stale}
          onToggle={assistant.toggleHunk}
          onSelectAll={assistant.chooseAllHunks}
          onAccept={assistant.accept}
          onReject={assistant.reject}
        />
      ) : null}

      {caps?.suggestions ? (
        <AiSuggestions
          form={ctx.form}
          disabled={busy}
          onAsk={(s) =>
            void assistant.run("custom", { prompt: `${s.issue} ${s.suggestion}`, instruction: s.suggestion })
          }
        />
      ) : null}

      <ChangeHistory entries={assistant.history} />
    </section>
  );
}
