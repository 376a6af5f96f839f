/**
 * `npm run bench -- patterns`: what a user's pattern costs (ADR 019). The linear-time engine
 * against V8's on everyday patterns over 100,000 URLs (V8 is the speed a backtracking engine has
 * when it does not backtrack), and the slowest single match of the worst shapes the limits allow,
 * on a 2,000-character text, each on a freshly compiled pattern. Budget: one match never over 50 ms (a quarter of the crawl guard's 200 ms).
 */
import { compileGlob, compileRegex } from "@ranklens/patterns";

export interface PatternsBenchResult {
  urls: number;
  everyday: { pattern: string; re2jsMs: number; v8Ms: number }[];
  worst: { pattern: string; text: string; ms: number }[];
  worstMs: number;
  budgetMs: number;
  withinBudget: boolean;
}

const BUDGET_MS = 50;

function time(work: () => void): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

export function runPatternsBench(): PatternsBenchResult {
  const urls = Array.from(
    { length: 100_000 },
    (_, i) => `/blog/category-${i % 100}/some-post-title-number-${i}?page=${i % 7}`,
  );
  const everyday = [
    "blog/category-5",
    "^/blog/[a-z0-9-]+/\\d{4}/",
    "post-title-number-9+\\?page=[0-3]$",
    "x",
  ].map((pattern) => {
    const re2 = compileRegex(pattern, { caseInsensitive: true });
    const v8 = new RegExp(pattern, "iu");
    // Once to warm both up, then measured.
    for (const url of urls.slice(0, 1_000)) re2.test(url) && v8.test(url);
    const every = (matcher: { test(text: string): boolean }) => () => {
      for (const url of urls) matcher.test(url);
    };
    return { pattern, re2jsMs: Math.round(time(every(re2))), v8Ms: Math.round(time(every(v8))) };
  });
  const long = {
    a: `/${"a".repeat(2_000)}!`,
    words: `/${"ab ".repeat(666)}!`,
    x: `/${"x".repeat(2_000)}`,
  };
  const shapes: [string, keyof typeof long][] = [
    ["^/(a+)+$", "a"],
    ["(a|a){1,40}$", "a"],
    ["(\\w+\\s?){1,30}$", "words"],
    ["(.*a){20}b", "a"],
    ["(x+x+)+y", "x"],
    [`${"(a|b)".repeat(20)}!`, "a"],
    ["\\p{L}{1,60}\\d{1,60}$", "a"],
  ];
  const worst = shapes.map(([pattern, text]) => {
    // The first match of a fresh pattern is the slowest (its DFA states are built as it goes).
    const ms = Math.max(
      ...Array.from({ length: 5 }, () => {
        const matcher = compileRegex(pattern, { caseInsensitive: true });
        return time(() => matcher.test(long[text]));
      }),
    );
    return { pattern, text, ms: Math.round(ms * 100) / 100 };
  });
  const glob = compileGlob(`/${"*a".repeat(248)}!x`);
  worst.push({
    pattern: "/*a … (248 stars)!x",
    text: "a",
    ms: Math.round(time(() => glob.test(long.a)) * 100) / 100,
  });
  const worstMs = Math.max(...worst.map((w) => w.ms));
  return {
    urls: urls.length,
    everyday,
    worst,
    worstMs,
    budgetMs: BUDGET_MS,
    withinBudget: worstMs <= BUDGET_MS,
  };
}
