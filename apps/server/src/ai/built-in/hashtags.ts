import { topKeywords } from "./keywords";
import { nothingToChange } from "./nothing-to-change";
import { normalizedWords } from "./phrase";
import { replaceBlocks, splitBlocks, type TextBlock } from "./text-blocks";

export const MIN_HASHTAGS = 3;
export const MAX_HASHTAGS = 6;

const TRAILING_HASHTAGS = /(?:\s+#[\p{L}\p{N}_]+)+\s*$/u;

/** "sourdough starter" → "#SourdoughStarter"; apostrophes and hyphens disappear. */
export function toHashtag(phrase: string): string {
  const parts = normalizedWords(phrase).flatMap((w) => w.split(/['’-]/));
  return `#${parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join("")}`;
}

/** The text without its hashtag-only paragraphs and without hashtags trailing its last line. */
export function withoutTrailingHashtags(body: string): string {
  const blocks = splitBlocks(body);
  const replacements = new Map<TextBlock, string | null>();
  for (const block of blocks) if (block.kind === "hashtags") replacements.set(block, null);
  const last = [...blocks].reverse().find((b) => b.kind !== "hashtags");
  if (last && TRAILING_HASHTAGS.test(last.text)) {
    replacements.set(last, last.text.replace(TRAILING_HASHTAGS, ""));
  }
  return replaceBlocks(body, replacements).trimEnd();
}

/**
 * Built-in "Optimize Hashtags": replaces the post's trailing hashtags with 3–6
 * derived from the focus keyphrase and the post's own keywords (phrases that
 * recur first, then the most frequent words), on a last line of their own.
 */
export function optimizeHashtags(body: string, focusKeyphrase?: string): string {
  const text = withoutTrailingHashtags(body);
  const keywords = topKeywords(text);
  const recurring = [
    ...(focusKeyphrase ? [focusKeyphrase] : []),
    ...keywords.filter((k) => k.count >= 2).map((k) => k.text),
  ];
  // Single mentions only to reach the minimum.
  const singles = keywords.filter((k) => k.count < 2 && k.size === 1).map((k) => k.text);
  const wanted = Math.min(MAX_HASHTAGS, Math.max(MIN_HASHTAGS, uniqueTags(recurring).length));
  const tags = uniqueTags([...recurring, ...singles]).slice(0, wanted);
  if (tags.length === 0) throw nothingToChange("This post has no words to make hashtags from.");
  return `${text}\n\n${tags.join(" ")}`;
}

/** Hashtags of the phrases, in order, without case-insensitive duplicates or stubs. */
function uniqueTags(phrases: string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const phrase of phrases) {
    const tag = toHashtag(phrase);
    if (tag.length < 3 || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}
