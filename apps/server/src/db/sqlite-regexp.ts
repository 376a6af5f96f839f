import type SQLite from "better-sqlite3";

/** Compiled patterns by source: a filter evaluates one pattern on every row of a crawl. */
const compiled = new Map<string, RegExp>();
const MAX_CACHED = 100;

/**
 * SQLite has no regular expressions of its own: `iregexp(pattern, text)` is 1 when `text`
 * matches `pattern` in any case (PostgreSQL's `~*`), 0 when not, NULL for a NULL text. Callers
 * check the pattern first (site-audits/url-regex.ts): JavaScript's engine backtracks, so a
 * pattern with nested quantifiers could hold the event loop.
 */
export function registerRegexp(sqlite: SQLite.Database): void {
  sqlite.function("iregexp", { deterministic: true }, (pattern: unknown, text: unknown) => {
    if (typeof text !== "string") return null;
    const source = String(pattern);
    let regex = compiled.get(source);
    if (!regex) {
      if (compiled.size >= MAX_CACHED) compiled.clear();
      regex = new RegExp(source, "iu");
      compiled.set(source, regex);
    }
    return regex.test(text) ? 1 : 0;
  });
}
