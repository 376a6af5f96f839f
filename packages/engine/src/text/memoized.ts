/**
 * `fn` answering each distinct string once: a page repeats its words across its phrases, and what
 * is asked of a word (its plural key, its specificity) costs slices and lookups. For one page's
 * work; the answers are kept as long as the returned function is.
 */
export function memoized<T>(fn: (word: string) => T): (word: string) => T {
  const known = new Map<string, T>();
  return (word) => {
    if (known.has(word)) return known.get(word) as T;
    const value = fn(word);
    known.set(word, value);
    return value;
  };
}

/**
 * `fn` remembering its last answer only: for answers kept across pages, where one argument comes
 * many times in a row (a page's URL for each crawler asked about, a site's robots.txt for its
 * pages) and a map would grow with every page.
 */
export function memoizedLast<A, T>(fn: (arg: A) => T): (arg: A) => T {
  let known = false;
  let lastArg: A;
  let lastValue: T;
  return (arg) => {
    if (!known || arg !== lastArg) {
      lastValue = fn(arg);
      lastArg = arg;
      known = true;
    }
    return lastValue;
  };
}
