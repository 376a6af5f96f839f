import type { ContentAnalysis, ContentAnalysisItem, ContentInput, Mark } from "@ranklens/engine/content";
import {
  characterCount,
  META_DESCRIPTION_LENGTH_BAND,
  TITLE_LENGTH_BAND,
} from "@ranklens/engine/length-band";
import type { ContentItem } from "@ranklens/shared";
import { Save } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useCallback, useId, useMemo, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { cn } from "../../lib/cn";
import { useAssistantMount } from "../assistant/use-assistant-mount";
import { AnalysisPanel } from "./analysis-panel";
import { BodyField } from "./body-field";
import { ConflictNotice } from "./conflict-notice";
import type { ContentForm } from "./content-form";
import { STATUS_OPTIONS, TYPE_OPTIONS } from "./content-labels";
import { EditorLayout } from "./editor-layout";
import { KeywordChipsInput } from "./keyword-chips-input";
import { LengthCounter } from "./length-counter";
import { OptionPicker } from "./option-picker";
import { RevisionHistory } from "./revision-history";
import { formatDateTime } from "./revision-labels";
import { selectTextRange } from "./select-text-range";
import { suggestionKey } from "./suggestion-list";
import { UnsavedChangesGuard } from "./unsaved-changes-guard";
import { UnsavedCopyPanel } from "./unsaved-copy-panel";
import { type SaveOptions, useContentEditor } from "./use-content-editor";
import { useLiveAnalysis } from "./use-live-analysis";

/** What the AI Writing Assistant panel gets from the editor it sits beside. */
export interface EditorAssistantContext {
  itemId: string;
  form: ContentForm;
  analysis: ContentAnalysis | null;
  /** The suggestion the writer chose last in the analysis panel, if any. */
  activeSuggestion: ContentAnalysisItem | null;
  /** Replaces the body (e.g. with an accepted proposal); unsaved until saved. */
  replaceBody: (body: string) => void;
  /** Replaces the meta description (e.g. with an accepted proposal); unsaved until saved. */
  replaceMetaDescription: (metaDescription: string) => void;
  /** Saves now; `{ source: "assistant", note }` marks the revision as the assistant's. */
  save: (options?: SaveOptions) => void;
  saving: boolean;
}

export interface ContentEditorProps {
  /** The stored item, or null for a new one. */
  item: ContentItem | null;
  /** Where the unsaved draft is kept: the item's id, or "new". */
  draftKey: string;
  /** After every successful save; `created` is true for the first save of a new item. */
  onSaved?: (item: ContentItem, created: boolean) => void;
  /** Shows a Cancel button (the library's inline editor). */
  onCancel?: () => void;
  /** Called when the writer chooses a suggestion (after its text is highlighted). */
  onSuggestionClick?: (suggestion: ContentAnalysisItem) => void;
  /** The AI Writing Assistant panel, rendered in the editor's right-hand column (the standard one when omitted). */
  renderAssistant?: (context: EditorAssistantContext) => ReactNode;
}

/**
 * The content editor: 'Content Details' (type, status, title, meta description, focus keyphrase,
 * target keywords, body) with 'Save Content', the live Content Analysis panel, the revision
 * history, and protection of unsaved work (guard, local draft, conflict handling).
 */
export function ContentEditor({
  item,
  draftKey,
  onSaved,
  onCancel,
  onSuggestionClick,
  renderAssistant,
}: ContentEditorProps) {
  const editor = useContentEditor({ item, draftKey, onSaved });
  const assistant = useAssistantMount();
  const { form, setForm } = editor;
  const ids = { title: useId(), meta: useId(), keyphrase: useId() };
  const titleRef = useRef<HTMLInputElement>(null);
  const metaRef = useRef<HTMLTextAreaElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [active, setActive] = useState<{ key: string; mark: number } | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const update = useCallback(
    <K extends keyof ContentForm>(field: K, value: ContentForm[K]) =>
      setForm((current) => ({ ...current, [field]: value })),
    [setForm],
  );

  const input: ContentInput = useMemo(
    () => ({
      title: form.title,
      body: form.content,
      metaDescription: form.metaDescription,
      focusKeyphrase: form.focusKeyphrase,
      targetKeywords: form.targetKeywords,
      type: form.type,
    }),
    [form],
  );
  const live = useLiveAnalysis(input);
  const activeSuggestion =
    live.analysis?.analyses.find((suggestion) => suggestionKey(suggestion) === active?.key) ?? null;

  function highlight(mark: Mark) {
    const field = { title: titleRef, metaDescription: metaRef, body: bodyRef }[mark.field].current;
    if (!field) return;
    // The analyser trims the title and meta description; its offsets start after leading spaces.
    const shift = mark.field === "body" ? 0 : field.value.length - field.value.trimStart().length;
    selectTextRange(field, mark.start + shift, mark.end + shift);
  }

  function onSuggestionSelect(suggestion: ContentAnalysisItem) {
    const key = suggestionKey(suggestion);
    // Choosing the same suggestion again moves on to the next place it points at.
    const index =
      active?.key === key && suggestion.marks.length > 0 ? (active.mark + 1) % suggestion.marks.length : 0;
    setActive({ key, mark: index });
    const mark = suggestion.marks[index];
    if (mark) highlight(mark);
    onSuggestionClick?.(suggestion);
    if (!renderAssistant) assistant.onSuggestionClick(suggestion);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "s") {
      event.preventDefault();
      editor.submit();
    }
  }

  function cancel() {
    if (editor.dirty) setConfirmDiscard(true);
    else onCancel?.();
  }

  const titleLength = characterCount(form.title);
  const metaLength = characterCount(form.metaDescription);

  const details = (
    <Card
      title="Content Details"
      action={
        <div className="flex items-center gap-2">
          {onCancel ? (
            <Button variant="ghost" onClick={cancel}>
              Cancel
            </Button>
          ) : null}
          <Button loading={editor.saving} loadingLabel="Saving..." onClick={() => editor.submit()}>
            <Save className="size-4" aria-hidden="true" />
            Save Content
          </Button>
        </div>
      }
    >
      <p className="-mt-2 mb-4 h-5 text-xs text-slate-600" aria-live="polite">
        {editor.dirty
          ? "Unsaved changes"
          : editor.savedVersion
            ? `Saved · version ${editor.savedVersion}`
            : "Not saved yet"}
      </p>
      <div className="space-y-5">
        <OptionPicker
          legend="Content type"
          name={`${ids.title}-type`}
          options={TYPE_OPTIONS}
          value={form.type}
          onChange={(type) => update("type", type)}
          columnsClassName="grid-cols-2"
        />
        <OptionPicker
          legend="Status"
          name={`${ids.title}-status`}
          options={STATUS_OPTIONS}
          value={form.status}
          onChange={(status) => update("status", status)}
          columnsClassName="grid-cols-1 sm:grid-cols-3"
        />

        <div className="space-y-1.5">
          <label htmlFor={ids.title} className="block text-sm font-medium text-slate-800">
            Title
          </label>
          <input
            ref={titleRef}
            id={ids.title}
            value={form.title}
            onChange={(event) => {
              update("title", event.target.value);
              if (editor.titleError && event.target.value.trim()) editor.setTitleError(null);
            }}
            placeholder="Enter a compelling title..."
            aria-invalid={editor.titleError ? true : undefined}
            aria-describedby={`${ids.title}-count${editor.titleError ? ` ${ids.title}-error` : ""}`}
            className={cn(
              "block h-10 w-full rounded-md border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 selection:bg-amber-200",
              "focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600",
              editor.titleError ? "border-red-600" : "border-slate-300",
            )}
          />
          {editor.titleError ? (
            <p id={`${ids.title}-error`} className="text-xs font-medium text-red-700">
              {editor.titleError}
            </p>
          ) : null}
          <LengthCounter id={`${ids.title}-count`} length={titleLength} range={TITLE_LENGTH_BAND} showMax />
        </div>

        <div className="space-y-1.5">
          <label htmlFor={ids.meta} className="block text-sm font-medium text-slate-800">
            Meta description
          </label>
          <textarea
            ref={metaRef}
            id={ids.meta}
            rows={2}
            value={form.metaDescription}
            onChange={(event) => update("metaDescription", event.target.value)}
            placeholder="Summarise the page for search results..."
            aria-describedby={`${ids.meta}-count`}
            className="block w-full resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 selection:bg-amber-200 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600"
          />
          <LengthCounter id={`${ids.meta}-count`} length={metaLength} range={META_DESCRIPTION_LENGTH_BAND} />
        </div>

        <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
          <div className="space-y-1.5">
            <label htmlFor={ids.keyphrase} className="block text-sm font-medium text-slate-800">
              Focus keyphrase
            </label>
            <input
              id={ids.keyphrase}
              value={form.focusKeyphrase}
              onChange={(event) => update("focusKeyphrase", event.target.value)}
              placeholder="e.g. garden tools"
              aria-describedby={`${ids.keyphrase}-hint`}
              className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600"
            />
            <p id={`${ids.keyphrase}-hint`} className="text-xs text-slate-600">
              The search phrase this piece should rank for.
            </p>
          </div>
          <KeywordChipsInput
            label="Target keywords"
            keywords={form.targetKeywords}
            onChange={(keywords) => update("targetKeywords", keywords)}
          />
        </div>

        <BodyField
          value={form.content}
          onChange={(content) => update("content", content)}
          textareaRef={bodyRef}
        />
      </div>
    </Card>
  );

  const notices = (
    <>
      {editor.restoredDraftAt ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900"
        >
          <p>
            We restored unsaved changes from {formatDateTime(editor.restoredDraftAt)} that were not saved when
            the page closed.
          </p>
          <Button variant="secondary" size="sm" onClick={editor.discardDraft}>
            Discard them
          </Button>
        </div>
      ) : null}
      {editor.conflict ? (
        <ConflictNotice
          message={editor.conflict}
          loading={editor.loadingLatest}
          onLoadLatest={editor.loadLatest}
        />
      ) : null}
      {editor.unsavedCopy !== null ? (
        <UnsavedCopyPanel text={editor.unsavedCopy} onDismiss={editor.dismissUnsavedCopy} />
      ) : null}
    </>
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl/Cmd+S anywhere in the editor saves; the button is the accessible way
    <div onKeyDown={onKeyDown}>
      <EditorLayout
        editor={
          <>
            {notices}
            {details}
          </>
        }
        assistant={(renderAssistant ?? assistant.renderAssistant)({
          itemId: editor.itemId,
          form,
          analysis: live.analysis,
          activeSuggestion,
          replaceBody: (body) => update("content", body),
          replaceMetaDescription: (text) => update("metaDescription", text),
          save: editor.submit,
          saving: editor.saving,
        })}
        analysis={
          <AnalysisPanel
            analysis={live.analysis}
            trend={live.trend}
            analyzing={live.analyzing}
            error={live.error}
            onAnalyze={live.analyzeNow}
            activeSuggestionKey={activeSuggestion ? (active?.key ?? null) : null}
            onSuggestionSelect={onSuggestionSelect}
          />
        }
        history={
          editor.savedVersion !== null && item ? (
            <RevisionHistory
              itemId={editor.itemId}
              currentVersion={editor.savedVersion}
              restoringId={editor.restoringId}
              onRestore={editor.restore}
            />
          ) : null
        }
      />
      <UnsavedChangesGuard dirty={editor.dirty} shouldBlock={() => editor.blockRef.current} />
      <Dialog
        open={confirmDiscard}
        onClose={() => setConfirmDiscard(false)}
        title="Discard changes?"
        description="This closes the editor and throws away what you wrote here."
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmDiscard(false)}>
              Keep editing
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                editor.forgetDraft();
                setConfirmDiscard(false);
                onCancel?.();
              }}
            >
              Discard
            </Button>
          </>
        }
      />
    </div>
  );
}
