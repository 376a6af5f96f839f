import { compileRegexCounter, type MatchCounter, regexProblem } from "@ranklens/patterns";
import { linePieces, REGEX_SCAN, threadCpuMs } from "./html-lines";

/**
 * Custom search (issue 28), as Screaming Frog's: how often a text or a regular expression occurs in
 * each page's HTML — a tracking tag that must be on every page, "out of stock", an old brand name,
 * a template's marker. "Contains" is a count above 0, "does not contain" a count of 0.
 */
export interface SearchRule {
  /** The column's name. */
  name: string;
  pattern: string;
  /** A regular expression (RE2's syntax, matched line by line); else a text, in any case. */
  regex: boolean;
}

export const SEARCH_LIMITS = {
  /** Occurrences counted per search and page; a page with more shows this many. */
  countCap: 1_000,
  /**
   * CPU time all the regex searches of one page may take. Text
   * searches are a plain scan and not counted. A search that runs out is null on that page.
   */
  regexCpuMs: REGEX_SCAN.cpuMs,
  /** Long lines are searched in pieces of this many characters (REGEX_SCAN). */
  lineChunk: REGEX_SCAN.lineChunk,
} as const;

/** Each search's count on one page, by name; null when its regex ran out of time on the page. */
export type Searched = Record<string, number | null>;

/** Why a search cannot be used, or null when it can (regexes must compile within the patterns' bounds). */
export function searchProblem(rule: SearchRule): string | null {
  if (rule.pattern === "") return "A search needs a text or a regex";
  return rule.regex ? regexProblem(rule.pattern) : null;
}

/** Non-overlapping occurrences of `needle` in `text`, up to `max`. */
function countText(text: string, needle: string, max: number): number {
  let found = 0;
  for (let at = text.indexOf(needle); at !== -1 && found < max; at = text.indexOf(needle, at + needle.length))
    found++;
  return found;
}

/** A function that runs `rules` on a page's HTML; regexes are compiled once, here. */
export function compileSearch(rules: readonly SearchRule[]): (html: string) => Searched {
  const texts = rules
    .filter((rule) => !rule.regex)
    .map((rule) => ({ rule, needle: rule.pattern.toLowerCase() }));
  const regexes: Array<{ rule: SearchRule; counter: MatchCounter }> = rules
    .filter((rule) => rule.regex)
    .map((rule) => ({ rule, counter: compileRegexCounter(rule.pattern) }));
  return (html) => {
    const searched: Searched = {};
    if (texts.length > 0) {
      const lower = html.toLowerCase();
      for (const { rule, needle } of texts)
        searched[rule.name] = countText(lower, needle, SEARCH_LIMITS.countCap);
    }
    if (regexes.length === 0) return searched;
    const deadline = threadCpuMs() + SEARCH_LIMITS.regexCpuMs;
    const pieces = linePieces(html);
    for (const { rule, counter } of regexes) {
      let count: number | null = 0;
      for (const piece of pieces) {
        count += counter.count(piece, SEARCH_LIMITS.countCap - count);
        if (count >= SEARCH_LIMITS.countCap) break;
        if (threadCpuMs() > deadline) {
          count = null;
          break;
        }
      }
      searched[rule.name] = count;
    }
    return searched;
  };
}
