import { CONTENT_LIMITS } from "@ranklens/shared";

/** What typing into the keyword box produced: chips to add and the text still being typed. */
export interface KeywordEntry {
  /** Complete keywords (before a comma, or all of it on Enter), trimmed, never blank. */
  complete: string[];
  /** The unfinished text after the last comma, kept in the box. */
  pending: string;
}

/**
 * Splits keyword box text on commas. Text after the last comma is still being typed unless
 * `commit` (Enter, leaving the box) says it is finished; pasting "a, b, c" yields three chips.
 */
export function splitKeywordInput(text: string, commit: boolean): KeywordEntry {
  const parts = text.split(/[,，]/);
  const pending = commit ? "" : (parts.pop() ?? "");
  const complete = parts.map((part) => part.trim().replace(/\s+/g, " ")).filter((part) => part.length > 0);
  return { complete, pending: commit ? "" : pending.trimStart() };
}

/**
 * Adds keywords to the list: duplicates (ignoring case) are skipped, each keyword is cut to the
 * server's length limit, and the list stops at the server's maximum count.
 */
export function addKeywords(existing: readonly string[], added: readonly string[]): string[] {
  const result = [...existing];
  const seen = new Set(existing.map((keyword) => keyword.toLowerCase()));
  for (const raw of added) {
    if (result.length >= CONTENT_LIMITS.targetKeywords) break;
    const keyword = raw.slice(0, CONTENT_LIMITS.targetKeyword).trim();
    if (keyword === "" || seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    result.push(keyword);
  }
  return result;
}

/** The list without the keyword at `index`. */
export function removeKeywordAt(existing: readonly string[], index: number): string[] {
  return existing.filter((_, i) => i !== index);
}
