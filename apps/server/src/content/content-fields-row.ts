import type { ContentFields } from "@ranklens/shared";

/** PostgreSQL text cannot hold NUL; it is invisible garbage from a paste, so it is dropped in both dialects. */
const withoutNul = (text: string) => (text.includes("\u0000") ? text.replaceAll("\u0000", "") : text);

/** The editable columns of an item (and of its revisions) from validated fields. */
export function contentFieldsRow(fields: ContentFields) {
  return {
    title: withoutNul(fields.title),
    content: withoutNul(fields.content),
    type: fields.type,
    status: fields.status,
    meta_description: withoutNul(fields.metaDescription),
    focus_keyphrase: withoutNul(fields.focusKeyphrase),
    target_keywords: JSON.stringify(fields.targetKeywords.map(withoutNul)),
  };
}
