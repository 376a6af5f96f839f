import { createHash } from "node:crypto";
import { simhashOfWords } from "@ranklens/engine/site";

/**
 * The keys duplicate checks group by: SHA-256 of the text with whitespace collapsed and letters
 * lower-cased, so "Blue  Shoes" and "blue shoes" are one title, as a searcher sees them. Null for
 * a missing or blank text: pages without a title are their own issue, not duplicates of each other.
 */
export function textKey(text: string | null | undefined): string | null {
  const normalised = text?.replace(/\s+/g, " ").trim().toLowerCase();
  if (!normalised) return null;
  return createHash("sha256").update(normalised).digest("hex");
}

/**
 * The 64-bit SimHash of a page's main text as 16 hex digits (what near-duplicate checks compare),
 * from the text's normalised words (the engine's `mainWords`); null for a blank text.
 */
export function simhashHex(text: string, words: readonly string[]): string | null {
  if (text.trim() === "") return null;
  return simhashOfWords(words).toString(16).padStart(16, "0");
}
