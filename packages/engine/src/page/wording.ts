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
  // UTF-16 length bounds the code points: short values need no counting. Long ones (data: URIs
  // run to megabytes) are read only at their two ends.
  if (url.length <= max) return url;
  let points = 0;
  for (let i = 0; i < url.length && points <= max; i += codePointWidth(url, i)) points++;
  if (points <= max) return url;
  const keep = max - 1;
  const headCount = Math.ceil(keep * 0.6);
  let head = 0;
  for (let n = 0; n < headCount && head < url.length; n++) head += codePointWidth(url, head);
  let tail = url.length;
  for (let n = 0; n < keep - headCount && tail > head; n++)
    tail -= lowSurrogateAt(url, tail - 1) && tail - 2 >= head && highSurrogateAt(url, tail - 2) ? 2 : 1;
  if (tail <= head) return url;
  return `${url.slice(0, head)}…${url.slice(tail)}`;
}

function highSurrogateAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff;
}

function lowSurrogateAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c >= 0xdc00 && c <= 0xdfff;
}

function codePointWidth(text: string, i: number): number {
  return highSurrogateAt(text, i) && lowSurrogateAt(text, i + 1) ? 2 : 1;
}
