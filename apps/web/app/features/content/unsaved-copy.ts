import type { ContentForm } from "./content-form";

/**
 * The writer's own version as plain text, kept when they load someone else's newer version
 * (or restore a revision over unsaved changes) so they can paste back what they need.
 * Empty fields are left out; the body comes last, unchanged.
 */
export function unsavedCopyText(form: ContentForm): string {
  const lines = [
    ["Title", form.title],
    ["Meta description", form.metaDescription],
    ["Focus keyphrase", form.focusKeyphrase],
    ["Target keywords", form.targetKeywords.join(", ")],
  ]
    .filter(([, value]) => value.trim() !== "")
    .map(([label, value]) => `${label}: ${value}`);
  return [lines.join("\n"), form.content].filter((part) => part !== "").join("\n\n");
}
