import type { AssistantSuggestion } from "@ranklens/shared";
import { useMutation } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { getAiSuggestions } from "../../lib/assistant-api";
import type { ContentForm } from "../content/content-form";

const PRIORITY_TONE = { high: "danger", medium: "warning", low: "neutral" } as const;

/**
 * 'Get AI suggestions' (only with an AI provider): the model's ideas, each labelled AI. They never
 * change the scores, which stay the analyser's; each can be sent to the assistant as a request.
 */
export function AiSuggestions({
  form,
  disabled,
  onAsk,
}: {
  form: ContentForm;
  disabled: boolean;
  onAsk: (suggestion: AssistantSuggestion) => void;
}) {
  const query = useMutation({
    mutationFn: () =>
      getAiSuggestions({
        body: form.content,
        type: form.type,
        title: form.title.trim() || undefined,
        metaDescription: form.metaDescription.trim() || undefined,
        focusKeyphrase: form.focusKeyphrase.trim() || undefined,
        targetKeywords: form.targetKeywords.length > 0 ? form.targetKeywords : undefined,
      }),
  });

  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        size="sm"
        loading={query.isPending}
        loadingLabel="Getting AI suggestions..."
        disabled={disabled || form.content.trim() === ""}
        onClick={() => query.mutate()}
      >
        <Sparkles className="size-4" aria-hidden="true" />
        Get AI suggestions
      </Button>
      {query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {query.error.message}
        </p>
      ) : null}
      {query.data ? (
        <ul className="space-y-2" aria-label="AI suggestions">
          {query.data.suggestions.map((suggestion, index) => (
            <li
              // One answer's list never reorders; its position is its identity (never its wording).
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
              key={index}
              className="rounded-md border border-slate-200 p-2 text-sm"
            >
              <p className="flex flex-wrap items-center gap-1.5">
                <Badge tone="primary">AI</Badge>
                <Badge tone={PRIORITY_TONE[suggestion.priority]}>{suggestion.priority}</Badge>
              </p>
              <p className="mt-1 font-medium text-slate-900">{suggestion.issue}</p>
              <p className="text-slate-700">{suggestion.suggestion}</p>
              <Button
                variant="ghost"
                size="sm"
                className="mt-1 -ml-2"
                disabled={disabled}
                onClick={() => onAsk(suggestion)}
              >
                Ask the assistant to do this
              </Button>
            </li>
          ))}
          {query.data.suggestions.length === 0 ? (
            <li className="text-sm text-slate-600">No suggestions available</li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
