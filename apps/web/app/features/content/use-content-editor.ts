import { type ContentItem, type ContentRevisionSummary, MESSAGES } from "@ranklens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type SetStateAction, useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { browserStorage } from "../../lib/browser-storage";
import { createContent, getContent, restoreRevision, updateContent } from "../../lib/content-api";
import { queryKeys } from "../../lib/query-keys";
import {
  type ContentForm,
  emptyContentForm,
  formFromItem,
  normalizeContentForm,
  sameContentForm,
} from "./content-form";
import { clearDraft, loadDraft, saveDraft } from "./draft-storage";
import { describeSaveError } from "./save-error";
import { unsavedCopyText } from "./unsaved-copy";

/** How long typing must pause before the local draft is written (it is also written on page hide). */
const DRAFT_DELAY_MS = 300;

/** Options of a save: the assistant marks the revisions it produces. */
export interface SaveOptions {
  source?: "save" | "assistant";
  note?: string;
}

interface Saved {
  /** The form as last stored (or empty for an item never saved); the editor is dirty when it differs. */
  form: ContentForm;
  /** The version the edit is based on; null until the first save. */
  version: number | null;
}

interface SaveRequest {
  form: ContentForm;
  version: number | null;
  options: SaveOptions;
}

/**
 * The editor's state and actions: the form, save (create with the client id, then versioned
 * updates), conflict handling, restore, and the local draft that survives closing the tab.
 *
 * `item` is the stored item (null for a new one); `draftKey` is its id, or "new".
 */
export function useContentEditor({
  item,
  draftKey,
  onSaved,
}: {
  item: ContentItem | null;
  draftKey: string;
  onSaved?: (item: ContentItem, created: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [initial] = useState(() => initialState(item, draftKey));
  const itemId = initial.itemId;
  const [form, setForm] = useState<ContentForm>(initial.form);
  const [saved, setSaved] = useState<Saved>(initial.saved);
  const [restoredDraftAt, setRestoredDraftAt] = useState<string | null>(initial.restoredDraftAt);
  const [conflict, setConflict] = useState<string | null>(null);
  const [unsavedCopy, setUnsavedCopy] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  // The body field owns what is typed into it (body-field.tsx): a form set from anywhere else
  // counts up this revision, and the field then takes the form's text.
  const [externalRevision, setExternalRevision] = useState(0);
  const replaceForm = useCallback((next: SetStateAction<ContentForm>) => {
    setForm(next);
    setExternalRevision((revision) => revision + 1);
  }, []);

  const dirty = !sameContentForm(form, saved.form);
  // Read at navigation time by the unsaved-changes guard; a save clears it before navigating.
  const blockRef = useRef(false);
  blockRef.current = dirty || unsavedCopy !== null;
  const formRef = useRef(form);
  formRef.current = form;

  // The local draft: written shortly after typing pauses and when the page is hidden; removed once saved.
  const draftRef = useRef({ dirty, form, version: saved.version });
  draftRef.current = { dirty, form, version: saved.version };
  const writeDraft = useCallback(() => {
    const storage = browserStorage();
    if (!storage) return;
    const { dirty: unsaved, form: current, version } = draftRef.current;
    if (unsaved) {
      saveDraft(storage, draftKey, {
        itemId,
        form: current,
        baseVersion: version,
        savedAt: new Date().toISOString(),
      });
    } else clearDraft(storage, draftKey);
  }, [draftKey, itemId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft follows every change of the form
  useEffect(() => {
    const timer = setTimeout(writeDraft, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, saved, writeDraft]);

  useEffect(() => {
    window.addEventListener("pagehide", writeDraft);
    return () => {
      window.removeEventListener("pagehide", writeDraft);
      // Leaving the editor inside the app (a confirmed navigation) keeps the draft too.
      writeDraft();
    };
  }, [writeDraft]);

  const applyStored = useCallback(
    (stored: ContentItem, submitted: ContentForm | null) => {
      const storedForm = formFromItem(stored);
      setSaved({ form: storedForm, version: stored.version });
      // Text typed while the save was on its way stays in the editor (and stays unsaved).
      replaceForm((current) =>
        submitted === null || sameContentForm(current, submitted) ? storedForm : current,
      );
      queryClient.setQueryData(queryKeys.content.item(stored.id), stored);
      void queryClient.invalidateQueries({ queryKey: queryKeys.content.all });
    },
    [queryClient, replaceForm],
  );

  const save = useMutation({
    mutationFn: async ({ form: submitted, version, options }: SaveRequest) => {
      if (version === null) {
        const created = await createContent({ id: itemId, ...submitted });
        // The same id again returns what an earlier attempt stored; if that is not this text, save it on top.
        if (sameContentForm(formFromItem(created), normalizeContentForm(submitted))) {
          return { item: created, created: true };
        }
        return {
          item: await updateContent(itemId, { ...submitted, version: created.version }),
          created: true,
        };
      }
      try {
        return { item: await updateContent(itemId, { ...submitted, version, ...options }), created: false };
      } catch (error) {
        // A save whose answer was lost and was sent again meets its own first attempt as a
        // "newer version". If the stored item is exactly this text, the save did succeed.
        if (describeSaveError(error).kind !== "conflict") throw error;
        const latest = await getContent(itemId).catch(() => null);
        if (latest && sameContentForm(formFromItem(latest), normalizeContentForm(submitted))) {
          return { item: latest, created: false };
        }
        throw error;
      }
    },
    onSuccess: ({ item: stored, created }, { form: submitted }) => {
      applyStored(stored, submitted);
      if (sameContentForm(formRef.current, submitted)) {
        // Updated now, not at the next render: onSaved may navigate away before that render.
        blockRef.current = unsavedCopy !== null;
        draftRef.current = { dirty: false, form: submitted, version: stored.version };
        const storage = browserStorage();
        if (storage) clearDraft(storage, draftKey);
      }
      setConflict(null);
      setRestoredDraftAt(null);
      toast.success(MESSAGES.toast.contentSaved);
      onSaved?.(stored, created);
    },
    onError: (error) => {
      const failure = describeSaveError(error);
      if (failure.kind === "conflict") setConflict(failure.message);
      toast.error(failure.message);
    },
  });

  const submit = useCallback(
    (options: SaveOptions = {}) => {
      if (save.isPending) return;
      const current = formRef.current;
      if (current.title.trim() === "") {
        setTitleError(MESSAGES.titleRequired);
        toast.error(MESSAGES.titleRequired);
        return;
      }
      setTitleError(null);
      save.mutate({ form: current, version: saved.version, options });
    },
    [save, saved.version],
  );

  const loadLatest = useMutation({
    mutationFn: () => getContent(itemId),
    onSuccess: (latest) => {
      setUnsavedCopy(unsavedCopyText(formRef.current));
      applyStored(latest, null);
      setConflict(null);
    },
    onError: (error) => toast.error(describeSaveError(error).message),
  });

  const restore = useMutation({
    mutationFn: (revision: ContentRevisionSummary) => {
      if (saved.version === null) throw new Error("An item must be saved before it has revisions");
      return restoreRevision(itemId, revision.id, saved.version);
    },
    onSuccess: (stored, revision) => {
      if (!sameContentForm(formRef.current, saved.form)) setUnsavedCopy(unsavedCopyText(formRef.current));
      applyStored(stored, null);
      setRestoredDraftAt(null);
      toast.success(`Version ${revision.version} restored as version ${stored.version}`);
    },
    onError: (error) => {
      const failure = describeSaveError(error);
      if (failure.kind === "conflict") setConflict(failure.message);
      toast.error(failure.message);
    },
  });

  /** Throws the restored draft away and shows the stored item again. */
  const discardDraft = useCallback(() => {
    replaceForm(saved.form);
    if (item) setSaved({ form: formFromItem(item), version: item.version });
    setRestoredDraftAt(null);
  }, [item, saved.form, replaceForm]);

  /** Forgets the unsaved changes for good (the writer chose to discard them). */
  const forgetDraft = useCallback(() => {
    draftRef.current = { ...draftRef.current, dirty: false };
    blockRef.current = false;
    const storage = browserStorage();
    if (storage) clearDraft(storage, draftKey);
  }, [draftKey]);

  return {
    itemId,
    forgetDraft,
    form,
    setForm,
    replaceForm,
    externalRevision,
    dirty,
    savedVersion: saved.version,
    blockRef,
    titleError,
    setTitleError,
    restoredDraftAt,
    discardDraft,
    conflict,
    unsavedCopy,
    dismissUnsavedCopy: () => setUnsavedCopy(null),
    submit,
    saving: save.isPending,
    loadLatest: () => loadLatest.mutate(),
    loadingLatest: loadLatest.isPending,
    restore: (revision: ContentRevisionSummary) => restore.mutate(revision),
    restoringId: restore.isPending ? (restore.variables?.id ?? null) : null,
  };
}

function initialState(item: ContentItem | null, draftKey: string) {
  const storage = browserStorage();
  const draft = storage ? loadDraft(storage, draftKey) : null;
  if (item) {
    const stored = formFromItem(item);
    const saved: Saved = { form: stored, version: item.version };
    if (draft && draft.itemId === item.id && !sameContentForm(draft.form, stored)) {
      // Keep the version the draft was based on: if the item moved on since, saving reports a conflict.
      return {
        itemId: item.id,
        form: draft.form,
        saved: { form: stored, version: draft.baseVersion ?? item.version },
        restoredDraftAt: draft.savedAt,
      };
    }
    return { itemId: item.id, form: stored, saved, restoredDraftAt: null };
  }
  const empty = emptyContentForm();
  if (draft && !sameContentForm(draft.form, empty)) {
    return {
      itemId: draft.itemId,
      form: draft.form,
      saved: { form: empty, version: draft.baseVersion },
      restoredDraftAt: draft.savedAt,
    };
  }
  return {
    itemId: crypto.randomUUID(),
    form: empty,
    saved: { form: empty, version: null },
    restoredDraftAt: null,
  };
}
