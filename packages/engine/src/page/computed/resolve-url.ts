import { resolveSimpleUrl } from "./simple-url";

/**
 * `new URL(raw, base).href`, or null when the parser rejects it. Plain links need no parsing
 * (see simple-url.ts); the rest, and every failure, is the parser's.
 */
export function resolveUrl(raw: string, base: string | null): string | null {
  const simple = resolveSimpleUrl(raw, base);
  if (simple !== undefined) return simple;
  try {
    return new URL(raw, base ?? undefined).href;
  } catch {
    return null;
  }
}
