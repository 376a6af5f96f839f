/**
 * The "regex on URL or title" filter of a crawl's pages. PostgreSQL runs it with `~*`, SQLite with
 * a JavaScript RegExp (db/sqlite-regexp.ts), any case. JavaScript backtracks: `(a+)+$` on a long
 * URL takes forever, and one pattern runs on every page of a 100,000-page crawl. So the patterns
 * that cause that are refused up front: back-references, a repeated group that itself repeats or
 * holds alternatives, and more than a few open-ended repeats in all.
 */

export const PAGE_REGEX_MAX = 200;
/** `*`, `+` and `{n,}`: each one multiplies the work on a URL that does not match. */
export const PAGE_REGEX_MAX_OPEN_REPEATS = 4;

/** Why `pattern` cannot be used, or null when it can. */
export function pageRegexProblem(pattern: string): string | null {
  if (pattern.length > PAGE_REGEX_MAX) return `Regex must be at most ${PAGE_REGEX_MAX} characters`;
  try {
    new RegExp(pattern, "iu");
  } catch (error) {
    return `Invalid regex: ${(error as Error).message.replace(/^Invalid regular expression: /, "")}`;
  }
  return backtrackingRisk(pattern);
}

interface Group {
  repeats: boolean;
  alternates: boolean;
}

function backtrackingRisk(pattern: string): string | null {
  const groups: Group[] = [{ repeats: false, alternates: false }];
  let openRepeats = 0;
  /** What the last atom was: a closed group (with what it held), or anything else. */
  let lastGroup: Group | null = null;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    const top = groups.at(-1)!;
    if (c === "\\") {
      const next = pattern[i + 1] ?? "";
      if (/[1-9]/.test(next) || next === "k")
        return "Regex back-references (\\1, \\k<name>) are not supported";
      i++;
      lastGroup = null;
      continue;
    }
    if (c === "[") {
      // Skip the class: nothing inside it repeats or alternates.
      i++;
      if (pattern[i] === "]") i++;
      while (i < pattern.length && pattern[i] !== "]") i += pattern[i] === "\\" ? 2 : 1;
      lastGroup = null;
      continue;
    }
    if (c === "(") {
      groups.push({ repeats: false, alternates: false });
      lastGroup = null;
      continue;
    }
    if (c === ")") {
      lastGroup = groups.length > 1 ? groups.pop()! : null;
      const parent = groups.at(-1)!;
      if (lastGroup?.repeats) parent.repeats = true;
      continue;
    }
    if (c === "|") {
      top.alternates = true;
      lastGroup = null;
      continue;
    }
    const open = c === "*" || c === "+" || (c === "{" && /^\{\d+,\}/.test(pattern.slice(i)));
    const bounded = c === "?" || (c === "{" && /^\{\d+(,\d+)?\}/.test(pattern.slice(i)));
    if (open || bounded) {
      if (lastGroup && (lastGroup.repeats || lastGroup.alternates) && open) {
        return "Regex repeats a group that itself repeats or has alternatives, such as (a+)+ or (a|b)*; it can take forever to run: write it without the nesting, e.g. [ab]*";
      }
      if (open) {
        top.repeats = true;
        if (++openRepeats > PAGE_REGEX_MAX_OPEN_REPEATS) {
          return `Regex may use *, + or {n,} at most ${PAGE_REGEX_MAX_OPEN_REPEATS} times`;
        }
      }
      if (c === "{") i = pattern.indexOf("}", i);
      // A lazy or possessive marker right after is part of this repeat.
      if (pattern[i + 1] === "?") i++;
      lastGroup = null;
      continue;
    }
    lastGroup = null;
  }
  return null;
}
