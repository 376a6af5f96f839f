import type { ContentAnalysisItem } from "@ranklens/engine/content";
import { useCallback, useState } from "react";
import type { EditorAssistantContext } from "../content/content-editor";
import { AssistantPanel, type SuggestionRequestEvent } from "./assistant-panel";
import { AssistantShell } from "./assistant-shell";

/**
 * What the content editor needs to show the AI Writing Assistant: `renderAssistant` for its
 * right-hand column, and `onSuggestionClick`, which sends a chosen analysis suggestion to the
 * assistant (and opens the overlay on small screens).
 */
export function useAssistantMount() {
  const [open, setOpen] = useState(false);
  const [request, setRequest] = useState<SuggestionRequestEvent | null>(null);

  const onSuggestionClick = useCallback((suggestion: ContentAnalysisItem) => {
    setRequest((previous) => ({ suggestion, nonce: (previous?.nonce ?? 0) + 1 }));
    setOpen(true);
  }, []);

  const renderAssistant = (ctx: EditorAssistantContext) => (
    <AssistantShell open={open} onOpenChange={setOpen}>
      {({ titleId, closeButton }) => (
        <AssistantPanel ctx={ctx} suggestionRequest={request} headerAction={closeButton} titleId={titleId} />
      )}
    </AssistantShell>
  );

  return { onSuggestionClick, renderAssistant };
}
