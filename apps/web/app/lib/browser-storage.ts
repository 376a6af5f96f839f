/** The part of `localStorage` RankLens uses, so tests can pass a Map-backed stand-in. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The browser's `localStorage`, or null where there is none: on the server while rendering, and in
 * browsers where merely reading the property throws (storage disabled, sandboxed frames).
 */
export function browserStorage(): KeyValueStore | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
