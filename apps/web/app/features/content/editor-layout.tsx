import type { ReactNode } from "react";

/**
 * The editor page's grid. On wide screens: the editor (and its revision history) on the left and
 * a 400 px right-hand column holding the AI Writing Assistant slot above the Content Analysis
 * panel. On narrower screens everything stacks: editor, assistant, analysis, history (the
 * assistant's slot then holds its overlay, opened from the editor's toolbar).
 */
export function EditorLayout({
  editor,
  assistant,
  analysis,
  history,
}: {
  editor: ReactNode;
  /** The AI Writing Assistant panel. */
  assistant: ReactNode;
  analysis: ReactNode;
  history?: ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_400px] xl:items-start">
      <div className="min-w-0 space-y-6 xl:col-start-1 xl:row-start-1">{editor}</div>
      <div
        className="min-w-0 space-y-6 xl:col-start-2 xl:row-span-2 xl:row-start-1"
        data-slot="editor-side-column"
      >
        <div data-slot="assistant">{assistant}</div>
        {analysis}
      </div>
      {history ? <div className="min-w-0 xl:col-start-1 xl:row-start-2">{history}</div> : null}
    </div>
  );
}
