/**
 * Returns the URL when it is an absolute http(s) URL, else null. Links taken
 * from analysed pages only become `<a href>` through this, so a
 * `javascript:` or `data:` URL from a hostile page stays inert text.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The host of an http(s) URL ("www.example.com"), or the value itself when it is not one. */
export function hostOf(value: string): string {
  const safe = safeHttpUrl(value);
  return safe ? new URL(safe).host : value;
}
