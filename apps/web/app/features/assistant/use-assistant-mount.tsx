import type { ContentAnalysisItem } from "@ranklens/engine/content";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { AssistantOpener } from "./assistant-opener";
import { AssistantPanel, type SuggestionRequestEvent } from "./assistant-panel";
import { AssistantShell } from "./assistant-shell";
import type { EditorAssistantContext } from "./editor-assistant-context";
import { useMediaQuery } from "./use-media-query";

/** Where the editor grid puts the assistant beside the text (Tailwind's `xl`). */
const LARGE_SCREEN = "(min-width: 80rem)";

export interface AssistantMount {
  /** The panel, for the editor's assistant slot (the side column; an overlay on smaller screens). */
  panel: (ctx: EditorAssistantContext) => ReactNode;
  /** The 'AI Assistant' button for the editor's toolbar; null on large screens, where the panel is always shown. */
  opener: ReactNode;
  /** Sends a suggestion chosen in the analysis panel to the assistant (and opens the overlay on small screens). */
  onSuggestionClick: (suggestion: ContentAnalysisItem) => void;
}

/** Everything the content editor needs to show the AI Writing Assistant. */
export function useAssistantMount(): AssistantMount {
  const large = useMediaQuery(LARGE_SCREEN);
  const [open, setOpen] = useState(false);
  const [request, setRequest] = useState<SuggestionRequestEvent | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  const onSuggestionClick = useCallback((suggestion: ContentAnalysisItem) => {
    setRequest((previous) => ({ suggestion, nonce: (previous?.nonce ?? 0) + 1 }));
    setOpen(true);
  }, []);

  const panel = (ctx: EditorAssistantContext) => (
    <AssistantShell large={large} open={open} onOpenChange={setOpen} openerRef={openerRef}>
      {({ titleId, closeButton }) => (
        <AssistantPanel ctx={ctx} suggestionRequest={request} headerAction={closeButton} titleId={titleId} />
      )}
    </AssistantShell>
  );

  const opener = large ? null : <AssistantOpener ref={openerRef} onOpen={() => setOpen(true)} />;

  return { panel, opener, onSuggestionClick };
}
