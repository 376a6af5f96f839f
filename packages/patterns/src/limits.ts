/**
 * The most a user's pattern may be. The engine is linear in the text matched, but its cost per
 * character grows with the pattern (more states to follow at once), so the pattern is bounded too:
 * with these bounds one match of a 2,000-character URL takes at most about 30 ms, everyday ones microseconds
 * (bench/patterns.ts measures the worst shapes we know of).
 */
export const PATTERN_LIMITS = {
  /** Characters in one pattern. Callers may bound theirs lower (the pages filter: 200). */
  length: 500,
  /**
   * Instructions of a compiled regex (regex.ts programSize). Everyday patterns compile to 10–60
   * (`/blog/[a-z0-9-]+/\d{4}/`: 16); `(\w+\s?){1,30}$` to 212 and 2 ms on a 2,000-character
   * URL; `(\w+\s?){1,100}$` to 702 and 70 ms, which is refused.
   */
  programSize: 400,
} as const;
