/** Average adult silent-reading speed for non-fiction (Brysbaert 2019: ~238 words per minute). */
export const WORDS_PER_MINUTE = 238;

/** "6 min read" for a text of `wordCount` words (at least one minute). */
export function readTimeFor(wordCount: number): string {
  return `${Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE))} min read`;
}
