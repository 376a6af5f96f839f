/**
 * The "regex on URL or title" filter of a crawl's pages. The pattern is checked and run by the one
 * module that owns a user's pattern (@ranklens/patterns: RE2's linear-time engine, ADR 019), on the
 * server and in the browser's pre-check, both with these options; the contract bounds its length.
 */
export const PAGE_REGEX_MAX = 200;

/** How the filter reads its pattern: in any case, at most PAGE_REGEX_MAX characters. */
export const PAGE_REGEX_OPTIONS = { caseInsensitive: true, maxLength: PAGE_REGEX_MAX } as const;
