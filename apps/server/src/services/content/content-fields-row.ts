import type { ContentFields } from "@ranklens/shared";

/** The editable columns of an item (and of its revisions) from validated fields. */
export function contentFieldsRow(fields: ContentFields) {
  return {
    title: fields.title,
    content: fields.content,
    type: fields.type,
    status: fields.status,
    meta_description: fields.metaDescription,
    focus_keyphrase: fields.focusKeyphrase,
    target_keywords: JSON.stringify(fields.targetKeywords),
  };
}
