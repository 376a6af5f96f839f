/** "N items" with the right plural. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** Quotes a value for a message, shortened to `max` characters. */
export function quote(value: string, max = 80): string {
  return `“${value.length > max ? `${value.slice(0, max - 1)}…` : value}”`;
}

/**
 * Lists the first few values for a message ("a, b, c and 4 more"). Empty values say nothing, so
 * they are left out (and counted out); "" when none is left, so callers can drop the list.
 */
export function listSome(values: readonly string[], max = 3): string {
  const shown = values.filter((v) => v.trim() !== "");
  const head = shown.slice(0, max).join(", ");
  return shown.length > max ? `${head} and ${shown.length - max} more` : head;
}

/** `: ${listSome(values)}` when there is something to list, else "": for "Fix 3 links: a, b". */
export function colonList(values: readonly string[], max = 3): string {
  const list = listSome(values, max);
  return list === "" ? "" : `: ${list}`;
}

/**
 * A URL (or any long value) shortened in the middle for display, so both the host and the end
 * of the path stay readable: "https://example.com/a/very/…/page.html". Values up to `max`
 * characters are kept whole; the ellipsis never splits a surrogate pair.
 */
export function shortUrl(url: string, max = 60): string {
  const chars = [...url];
  if (chars.length <= max) return url;
  const keep = max - 1;
  const head = Math.ceil(keep * 0.6);
  return `${chars.slice(0, head).join("")}…${chars.slice(chars.length - (keep - head)).join("")}`;
}
