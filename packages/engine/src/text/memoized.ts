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
