import { isContentWord, topKeywords } from "./keywords";
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

// Words too generic to be a hashtag on their own, though not stop words ("#Starts", "#Things").
const GENERIC_WORDS = new Set(
  `start starts started make makes made get gets got use uses used take takes took want wants need needs
  know knows like likes day days time times way ways thing things lot lots good great new best better
  really still even much many every first last next today week year years people someone something`.split(
    /\s+/,
  ),
);

const HASHTAG_ANYWHERE = /(^|[^\p{L}\p{N}_&#/])#([\p{L}\p{N}_]+)/gu;

/** The post's own hashtags, without the "#", in order and without case-insensitive duplicates. */
function existingHashtags(body: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const m of body.matchAll(HASHTAG_ANYWHERE)) {
    const tag = m[2]!;
    if (/^\d+$/.test(tag) || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** Whether a hashtag is about the post: it holds one of the post's content words (or the keyphrase's). */
function isRelevant(tag: string, vocabulary: ReadonlySet<string>): boolean {
  const lower = tag.toLowerCase();
  for (const word of vocabulary) {
    if (word.length >= 4 ? lower.includes(word) : lower === word) return true;
  }
  return false;
}

/**
 * Built-in "Optimize Hashtags": keeps the post's own hashtags that are about its text (a hashtag
 * holding one of its content words, such as #bike in a post about the bike), adds tags from the
 * focus keyphrase and the post's recurring keywords (never from stop words or generic words like
 * "starts") to reach 3–6, and puts them on a last line of their own.
 */
export function optimizeHashtags(body: string, focusKeyphrase?: string): string {
  const text = withoutTrailingHashtags(body);
  const prose = text.replace(HASHTAG_ANYWHERE, "$1");
  const vocabulary = new Set(
    [...normalizedWords(prose), ...normalizedWords(focusKeyphrase ?? "")].filter(
      (w) => isContentWord(w) && !GENERIC_WORDS.has(w),
    ),
  );
  const inText = new Set(existingHashtags(text).map((t) => t.toLowerCase()));
  const kept = existingHashtags(body).filter(
    (t) => !inText.has(t.toLowerCase()) && isRelevant(t, vocabulary),
  );
  const keywords = topKeywords(prose).filter((k) => k.text.split(" ").every((w) => !GENERIC_WORDS.has(w)));
  const recurring = [
    ...(focusKeyphrase ? [focusKeyphrase] : []),
    ...keywords.filter((k) => k.count >= 2).map((k) => k.text),
  ];
  // Single mentions only to reach the minimum.
  const singles = keywords.filter((k) => k.count < 2 && k.size === 1).map((k) => k.text);
  const keptTags = kept.map((t) => `#${t}`);
  const wanted = Math.min(
    MAX_HASHTAGS,
    Math.max(MIN_HASHTAGS, keptTags.length + (focusKeyphrase ? 1 : 0), uniqueTags(recurring).length),
  );
  const derived = uniqueTags([...recurring, ...singles]);
  const tags = uniqueTags(
    [...(focusKeyphrase ? derived.slice(0, 1) : []), ...keptTags, ...derived],
    true,
  ).slice(0, wanted);
  if (tags.length === 0) throw nothingToChange("This post has no words to make hashtags from.");
  return `${text}\n\n${tags.join(" ")}`;
}

/** Hashtags of the phrases (or tags, with `asTags`), in order, without case-insensitive duplicates or stubs. */
function uniqueTags(phrases: string[], asTags = false): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const phrase of phrases) {
    const tag = asTags ? phrase : toHashtag(phrase);
    if (tag.length < 3 || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}
