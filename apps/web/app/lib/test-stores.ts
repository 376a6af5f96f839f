import type { KeyValueStore } from "./browser-storage";

/** For tests: a `localStorage` stand-in over a Map, which the test can read. */
export function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** For tests: a storage that throws as a disabled (SecurityError) or full (QuotaExceededError) one does. */
export function brokenStore(): KeyValueStore {
  return {
    getItem: () => {
      throw new Error("SecurityError");
    },
    setItem: () => {
      throw new Error("QuotaExceededError");
    },
    removeItem: () => {
      throw new Error("SecurityError");
    },
  };
}
