/** A deterministic number in [0, 1) for two integers: every run seeds the same rows, so runs compare. */
export function unit(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 32;
}

export const DAY_MS = 86_400_000;

/** `now` moved back by days (and seconds, to spread rows of one day). */
export const ago = (now: Date, days: number, seconds = 0) =>
  new Date(now.getTime() - days * DAY_MS - seconds * 1_000).toISOString();
