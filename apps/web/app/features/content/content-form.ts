import type { ContentStatus, ContentType } from "@ranklens/shared";

/** What the editor edits: every field of an item a PUT replaces. */
export interface ContentForm {
  title: string;
  content: string;
  type: ContentType;
  status: ContentStatus;
  metaDescription: string;
  focusKeyphrase: string;
  targetKeywords: string[];
}

/** A new item: draft, type seo, everything else empty (spec §4). */
export function emptyContentForm(): ContentForm {
  return {
    title: "",
    content: "",
    type: "seo",
    status: "draft",
    metaDescription: "",
    focusKeyphrase: "",
    targetKeywords: [],
  };
}

/** The editable fields of a stored item or revision (drops id, version, timestamps), with its own keyword list. */
export function formFromItem(item: ContentForm): ContentForm {
  return {
    title: item.title,
    content: item.content,
    type: item.type,
    status: item.status,
    metaDescription: item.metaDescription,
    focusKeyphrase: item.focusKeyphrase,
    targetKeywords: [...item.targetKeywords],
  };
}

/** True when two forms would save the same item (so the editor has nothing unsaved). */
export function sameContentForm(a: ContentForm, b: ContentForm): boolean {
  return (
    a.title === b.title &&
    a.content === b.content &&
    a.type === b.type &&
    a.status === b.status &&
    a.metaDescription === b.metaDescription &&
    a.focusKeyphrase === b.focusKeyphrase &&
    a.targetKeywords.length === b.targetKeywords.length &&
    a.targetKeywords.every((keyword, i) => keyword === b.targetKeywords[i])
  );
}

/**
 * The form as the server will store it: texts other than the body trimmed, blank and exactly
 * repeated keywords dropped (the rules of the shared schemas). Comparing a stored item with this
 * tells whether the server holds what the writer sent.
 */
export function normalizeContentForm(form: ContentForm): ContentForm {
  return {
    ...form,
    title: form.title.trim(),
    metaDescription: form.metaDescription.trim(),
    focusKeyphrase: form.focusKeyphrase.trim(),
    targetKeywords: [...new Set(form.targetKeywords.map((k) => k.trim()).filter((k) => k.length > 0))],
  };
}
