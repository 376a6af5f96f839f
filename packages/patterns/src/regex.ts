import { RE2JS } from "re2js";
import { PATTERN_LIMITS } from "./limits";
import type { Matcher } from "./matcher";
import { PatternError } from "./pattern-error";

export interface RegexOptions {
  /** Match in any case (the pages filter, as PostgreSQL's `~*` did). */
  caseInsensitive?: boolean;
  /** Longest pattern accepted; PATTERN_LIMITS.length when absent. */
  maxLength?: number;
}

/**
 * A user's regular expression, compiled for RE2's engine (re2js, ADR 019): the time to match is
 * linear in the text, whatever the pattern, because RE2 never backtracks. The syntax is
 * JavaScript's, translated by re2js; what RE2 cannot run in linear time — back-references and
 * look-arounds — is refused with a message that says so. The match is a search anywhere in the
 * text, as `RegExp.test` (anchor with `^` and `$`).
 */
export function compileRegex(source: string, options: RegexOptions = {}): Matcher {
  const compiled = compileBounded(source, options);
  return { test: (text) => compiled.test(text) };
}

/** Counts a regex's matches in a text: the non-empty ones, without overlaps, up to `max`. */
export interface MatchCounter {
  count(text: string, max: number): number;
}

/**
 * {@link compileRegex}'s expression as a counter (custom search: how often a pattern occurs in a
 * page). Still linear in the text: RE2 resumes each search where the last match ended. Empty
 * matches (`a*` between two letters) are not occurrences of anything and are not counted.
 */
export function compileRegexCounter(source: string, options: RegexOptions = {}): MatchCounter {
  const compiled = compileBounded(source, options);
  return {
    count(text, max) {
      const matcher = compiled.matcher(text);
      let found = 0;
      while (found < max && matcher.find()) if (matcher.end() > matcher.start()) found++;
      return found;
    },
  };
}

/** Collects a regex's matches in a text: what each captured, up to `max`. */
export interface MatchCollector {
  collect(text: string, max: number): string[];
}

/**
 * {@link compileRegex}'s expression as a collector (custom extraction: a price, an ID in a page's
 * HTML): the first group's text when the pattern has a group, the whole match otherwise, as
 * Screaming Frog's regex extraction. Linear in the text, as the counter; empty captures are skipped.
 */
export function compileRegexCollector(source: string, options: RegexOptions = {}): MatchCollector {
  const compiled = compileBounded(source, options);
  const group = compiled.groupCount() > 0 ? 1 : 0;
  return {
    collect(text, max) {
      const matcher = compiled.matcher(text);
      const found: string[] = [];
      while (found.length < max && matcher.find()) {
        const captured = matcher.group(group);
        if (captured) found.push(captured);
      }
      return found;
    },
  };
}

function compileBounded(source: string, options: RegexOptions): RE2JS {
  const maxLength = options.maxLength ?? PATTERN_LIMITS.length;
  if (source.length > maxLength) {
    throw new PatternError(source, `Regex must be at most ${maxLength} characters`);
  }
  if (hasNamedBackReference(source)) throw new PatternError(source, BACK_REFERENCES);
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(
      RE2JS.translateRegExp(source),
      options.caseInsensitive ? RE2JS.CASE_INSENSITIVE : 0,
    );
  } catch (error) {
    throw new PatternError(source, plainMessage(error, source));
  }
  const steps = programSize(compiled);
  if (steps > PATTERN_LIMITS.programSize) {
    throw new PatternError(
      source,
      `Regex is too complex: it expands to ${steps} steps, at most ${PATTERN_LIMITS.programSize}. Use fewer or smaller counted repeats such as {1,100}`,
    );
  }
  return compiled;
}

/** Why `source` cannot be used as a regex, or null when it can (the browser's pre-check, the API's check). */
export function regexProblem(source: string, options: RegexOptions = {}): string | null {
  try {
    compileRegex(source, options);
    return null;
  } catch (error) {
    if (error instanceof PatternError) return error.message;
    throw error;
  }
}

/**
 * Instructions in the compiled program: what RE2's matcher may have to follow at once for each
 * character, so the cost per character of a match. Counted repeats are expanded (`(a|b){1,40}`
 * is forty copies), nested ones multiply. re2js does not publish it; its compiled program is read
 * from the pinned version's fields, and a future version without them counts as size 0 (the
 * length bound still holds) rather than refusing every pattern.
 */
function programSize(compiled: RE2JS): number {
  const internals = compiled as unknown as { re2Input?: { prog?: { inst?: unknown[] } } };
  return internals.re2Input?.prog?.inst?.length ?? 0;
}

const BACK_REFERENCES =
  "Regex back-references (\\1, \\k<name>) are not supported: they cannot run in guaranteed time";

/**
 * `\k<name>` outside a character class: RE2 has no back-references, and re2js's translation
 * would read it as the letter k, so it is refused before it can silently mean something else.
 */
function hasNamedBackReference(source: string): boolean {
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      if (!inClass && source[i + 1] === "k" && source[i + 2] === "<") return true;
      i++;
    } else if (c === "[") inClass = true;
    else if (c === "]") inClass = false;
  }
  return false;
}

/**
 * RE2's parse errors ("invalid or unsupported Perl syntax: `(?=`") in words a user can act on. The
 * quoted piece is kept when it is the user's own text, and dropped when it is re2js's translation
 * of it (`/` written `\/`), which the user never wrote.
 */
function plainMessage(error: unknown, source: string): string {
  const raw = error instanceof Error ? error.message : String(error);
  const full = raw.replace(/^error parsing regexp: /, "");
  const quoted = /: `([\s\S]*)`$/.exec(full);
  const detail = quoted && !source.includes(quoted[1]!) ? full.slice(0, quoted.index) : full;
  if (/`\(\?<?[=!]/.test(full)) {
    return "Regex look-ahead and look-behind ((?=…), (?!…), (?<=…), (?<!…)) are not supported: they cannot run in guaranteed time";
  }
  if (/invalid escape sequence: `\\[1-9k]/.test(full)) {
    return BACK_REFERENCES;
  }
  return `Invalid regex: ${detail}`;
}
