/** A compiled user pattern: says whether a text matches, in time linear in the text. */
export interface Matcher {
  test(text: string): boolean;
}

/** Matches when any of `matchers` does; none matches nothing. */
export function anyOf(matchers: readonly Matcher[]): Matcher {
  if (matchers.length === 1) return matchers[0]!;
  return { test: (text) => matchers.some((matcher) => matcher.test(text)) };
}

export const MATCHES_NOTHING: Matcher = { test: () => false };
