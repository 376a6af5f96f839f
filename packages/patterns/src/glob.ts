import type { Matcher } from "./matcher";

export interface GlobOptions {
  /** Compare in any case (query-parameter names); exact otherwise (paths). */
  caseInsensitive?: boolean;
}

/**
 * The crawl settings' one wildcard syntax: `*` matches any run of characters (slashes included),
 * every other character matches itself, and the glob matches the whole text. Used by scope
 * patterns (`/blog/*`) and query-parameter rules (`utm_*`), so users learn one rule.
 *
 * Matched without backtracking: the text must start with the part before the first `*` and end
 * with the part after the last; the parts between are found left to right, each at its first
 * occurrence after the previous one (taking the leftmost occurrence never loses a match a later one
 * would find, since a `*` sits on each side of it). A glob with 250 stars against any path costs
 * at most one native search per part — where the regular expression `^.*a.*a…$` it replaces took
 * 14 s for ten of them.
 */
export function compileGlob(glob: string, options: GlobOptions = {}): Matcher {
  const fold = options.caseInsensitive ? (text: string) => text.toLowerCase() : (text: string) => text;
  const parts = fold(glob).split("*");
  if (parts.length === 1) {
    const literal = parts[0]!;
    return { test: (text) => fold(text) === literal };
  }
  const head = parts[0]!;
  const tail = parts.at(-1)!;
  const middle = parts.slice(1, -1).filter((part) => part !== "");
  const shortest = head.length + tail.length + middle.reduce((sum, part) => sum + part.length, 0);
  return {
    test(input) {
      const text = fold(input);
      if (text.length < shortest || !text.startsWith(head) || !text.endsWith(tail)) return false;
      const end = text.length - tail.length;
      let from = head.length;
      for (const part of middle) {
        const at = text.indexOf(part, from);
        if (at === -1 || at + part.length > end) return false;
        from = at + part.length;
      }
      return true;
    },
  };
}
