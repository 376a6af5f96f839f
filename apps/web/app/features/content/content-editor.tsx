import type { ContentAnalysisItem, ContentInput, Mark } from "@ranklens/engine/content";
import {
  characterCount,
  META_DESCRIPTION_LENGTH_BAND,
  TITLE_LENGTH_BAND,
} from "@ranklens/engine/length-band";
import type { ContentItem } from "@ranklens/shared";
import { Save } from "lucide-react";
import { type KeyboardEvent, useCallback, useId, useMemo, useRef, useState } from "react";
import { PermissionNote } from "../../components/app/permission-note";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { OptionPicker } from "../../components/ui/option-picker";
import { Textarea } from "../../components/ui/textarea";
import { attributionLine } from "../../lib/person-name";
import { useCan } from "../../lib/use-can";
import { useAssistantMount } from "../assistant/use-assistant-mount";
import { AnalysisPanel } from "./analysis-panel";
import { BodyField } from "./body-field";
import { ConflictNotice } from "./conflict-notice";
import type { ContentForm } from "./content-form";
import { STATUS_OPTIONS, TYPE_OPTIONS } from "./content-labels";
import { EditorLayout } from "./editor-layout";
import { KeywordChipsInput } from "./keyword-chips-input";
import { LengthCounter } from "./length-counter";
import { RevisionHistory } from "./revision-history";
import { formatDateTime } from "./revision-labels";
import { selectTextRange } from "./select-text-range";
import { suggestionKey } from "./suggestion-list";
import { UnsavedChangesGuard } from "./unsaved-changes-guard";
import { UnsavedCopyPanel } from "./unsaved-copy-panel";
import { useContentEditor } from "./use-content-editor";
import { useLiveAnalysis } from "./use-live-analysis";

export interface ContentEditorProps {
  /** The stored item, or null for a new one. */
  item: ContentItem | null;
  /** Where the unsaved draft is kept: the item's id, or "new". */
  draftKey: string;
  /** After every successful save; `created` is true for the first save of a new item. */
  onSaved?: (item: ContentItem, created: boolean) => void;
  /** Shows a Cancel button (the library's inline editor). */
  onCancel?: () => void;
}

/**
 * The content editor: 'Content Details' (type, status, title, meta description, focus keyphrase,
 * target keywords, body) with 'Save Content', the live Content Analysis panel, the revision
 * history, and protection of unsaved work (guard, local draft, conflict handling). A role that
 * may not write (viewer) reads the same screen with every field read-only and Save disabled.
 */
export function ContentEditor({ item, draftKey, onSaved, onCancel }: ContentEditorProps) {
  const editor = useContentEditor({ item, draftKey, onSaved });
  const write = useCan("content.write");
  const readOnly = !write.allowed;
  const assistant = useAssistantMount();
  const { form, setForm } = editor;
  const pickerId = useId();
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
    assistant.onSuggestionClick(suggestion);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "s") {
      event.preventDefault();
      if (!readOnly) editor.submit();
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
          <Button
            loading={editor.saving}
            loadingLabel="Saving..."
            disabled={readOnly}
            title={write.reason ?? undefined}
            onClick={() => editor.submit()}
          >
            <Save className="size-4" aria-hidden="true" />
            Save Content
          </Button>
        </div>
      }
    >
      {/* The editor's toolbar row: save state, and the assistant's opener where there is no side column. */}
      <div className="-mt-2 mb-4 flex min-h-5 items-center justify-between gap-3">
        <div className="min-w-0 text-xs text-slate-600">
          <p aria-live="polite">
            {editor.dirty
              ? "Unsaved changes"
              : editor.savedVersion
                ? `Saved · version ${editor.savedVersion}`
                : "Not saved yet"}
          </p>
          {item ? (
            <p data-testid="content-attribution">{attributionLine(item.createdBy, item.updatedBy)}</p>
          ) : null}
        </div>
        {assistant.opener}
      </div>
      <PermissionNote permission={write} className="mb-4" />
      <div className="space-y-5">
        <OptionPicker
          legend="Content type"
          name={`${pickerId}-type`}
          options={TYPE_OPTIONS}
          value={form.type}
          onChange={(type) => update("type", type)}
          disabled={readOnly}
          columnsClassName="grid-cols-2"
        />
        <OptionPicker
          legend="Status"
          name={`${pickerId}-status`}
          options={STATUS_OPTIONS}
          value={form.status}
          onChange={(status) => update("status", status)}
          disabled={readOnly}
          columnsClassName="grid-cols-1 sm:grid-cols-3"
        />

        <Input
          ref={titleRef}
          label="Title"
          value={form.title}
          onChange={(event) => {
            update("title", event.target.value);
            if (editor.titleError && event.target.value.trim()) editor.setTitleError(null);
          }}
          placeholder="Enter a compelling title..."
          readOnly={readOnly}
          hint={<LengthCounter length={titleLength} range={TITLE_LENGTH_BAND} showMax />}
          error={editor.titleError}
          className="selection:bg-amber-200"
        />

        <Textarea
          ref={metaRef}
          label="Meta description"
          rows={2}
          value={form.metaDescription}
          onChange={(event) => update("metaDescription", event.target.value)}
          placeholder="Summarise the page for search results..."
          readOnly={readOnly}
          hint={<LengthCounter length={metaLength} range={META_DESCRIPTION_LENGTH_BAND} />}
          className="resize-y selection:bg-amber-200"
        />

        <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
          <Input
            label="Focus keyphrase"
            value={form.focusKeyphrase}
            onChange={(event) => update("focusKeyphrase", event.target.value)}
            placeholder="e.g. garden tools"
            readOnly={readOnly}
            hint="The search phrase this piece should rank for."
          />
          <KeywordChipsInput
            label="Target keywords"
            keywords={form.targetKeywords}
            onChange={(keywords) => update("targetKeywords", keywords)}
            disabled={readOnly}
          />
        </div>

        <BodyField
          value={form.content}
          revision={editor.externalRevision}
          onChange={(content) => update("content", content)}
          textareaRef={bodyRef}
          readOnly={readOnly}
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
        assistant={assistant.panel({
          form,
          replaceBody: (body) => editor.replaceForm((current) => ({ ...current, content: body })),
          replaceMetaDescription: (text) => update("metaDescription", text),
          save: editor.submit,
        })}
        analysis={
          <AnalysisPanel
            analysis={live.analysis}
            trend={live.trend}
            analyzing={live.analyzing}
            confirmed={live.confirmed}
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
              restore={write}
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
