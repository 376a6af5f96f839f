import type { ContentForm } from "../content/content-form";
import type { SaveOptions } from "../content/use-content-editor";

/**
 * What the AI Writing Assistant gets from the content editor it sits beside: the fields it reads,
 * and the ways to put an accepted proposal into them and save it.
 */
export interface EditorAssistantContext {
  form: ContentForm;
  /** Replaces the body (e.g. with an accepted proposal); unsaved until saved. */
  replaceBody: (body: string) => void;
  /** Replaces the meta description (e.g. with an accepted proposal); unsaved until saved. */
  replaceMetaDescription: (metaDescription: string) => void;
  /** Saves now; `{ source: "assistant", note }` marks the revision as the assistant's. */
  save: (options?: SaveOptions) => void;
}
