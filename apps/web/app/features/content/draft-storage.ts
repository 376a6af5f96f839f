import { CONTENT_STATUSES, CONTENT_TYPES, type ContentStatus, type ContentType } from "@ranklens/shared";
import type { KeyValueStore } from "../../lib/browser-storage";
import { isRecord } from "../../lib/is-record";
import type { ContentForm } from "./content-form";

/** Where drafts are kept: `localStorage`, or a Map-backed stand-in in tests. */
export type DraftStorage = KeyValueStore;

/** Drafts of items not saved yet share this key: a reload of /content/new finds its draft again. */
export const NEW_ITEM_DRAFT_KEY = "new";

/** Unsaved editor state kept in the browser, so closing the tab loses nothing. */
export interface ContentDraft {
  /** The item's id; for a new item the client-generated id its first save will use. */
  itemId: string;
  form: ContentForm;
  /** The version the edit is based on; null for an item never saved. */
  baseVersion: number | null;
  /** When the draft was written (ISO). */
  savedAt: string;
}

const PREFIX = "ranklens.content-draft.";

/** The storage key of the draft for an item id (or {@link NEW_ITEM_DRAFT_KEY}). */
export function draftStorageKey(key: string): string {
  return `${PREFIX}${key}`;
}

/** Writes a draft; a full or disabled storage is ignored (the editor still holds the text). */
export function saveDraft(storage: DraftStorage, key: string, draft: ContentDraft): void {
  try {
    storage.setItem(draftStorageKey(key), JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: nothing better to do than keep editing.
  }
}

/** Removes a draft (after a save, or when the user discards it). */
export function clearDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(draftStorageKey(key));
  } catch {
    // Storage disabled: there was no draft to remove.
  }
}

/** Reads a draft; anything missing, unreadable or of another shape is no draft. */
export function loadDraft(storage: DraftStorage, key: string): ContentDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(draftStorageKey(key));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    return parseDraft(JSON.parse(raw));
  } catch {
    return null;
  }
}

function parseDraft(value: unknown): ContentDraft | null {
  if (!isRecord(value) || !isRecord(value.form)) return null;
  const { itemId, baseVersion, savedAt, form } = value;
  if (typeof itemId !== "string" || typeof savedAt !== "string") return null;
  if (baseVersion !== null && !(typeof baseVersion === "number" && Number.isInteger(baseVersion)))
    return null;
  const texts = ["title", "content", "metaDescription", "focusKeyphrase"] as const;
  if (!texts.every((field) => typeof form[field] === "string")) return null;
  if (!CONTENT_TYPES.includes(form.type as ContentType)) return null;
  if (!CONTENT_STATUSES.includes(form.status as ContentStatus)) return null;
  const keywords = form.targetKeywords;
  if (!Array.isArray(keywords) || !keywords.every((k) => typeof k === "string")) return null;
  return {
    itemId,
    baseVersion,
    savedAt,
    form: {
      title: form.title as string,
      content: form.content as string,
      type: form.type as ContentType,
      status: form.status as ContentStatus,
      metaDescription: form.metaDescription as string,
      focusKeyphrase: form.focusKeyphrase as string,
      targetKeywords: keywords as string[],
    },
  };
}
