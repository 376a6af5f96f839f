/**
 * A user's pattern (DESIGN.md "No user can slow another"): crawl include/exclude globs and `re:`
 * expressions, the pages filter, and every later rule a user writes. One module validates them,
 * bounds them, and compiles them to matchers that run in time linear in the text (ADR 019), for
 * the server, the engine and the browser's pre-check alike. Browser-safe: no Node built-ins.
 */
export { compileGlob, type GlobOptions } from "./glob";
export { PATTERN_LIMITS } from "./limits";
export { anyOf, MATCHES_NOTHING, type Matcher } from "./matcher";
export {
  compilePathPattern,
  compilePathPatterns,
  pathPatternProblem,
  REGEX_PREFIX,
} from "./path-pattern";
export { isPatternError, PatternError } from "./pattern-error";
export {
  compileRegex,
  compileRegexCollector,
  compileRegexCounter,
  type MatchCollector,
  type MatchCounter,
  type RegexOptions,
  regexProblem,
} from "./regex";
