/**
 * The decoded form of a request path when it is the one canonical spelling of
 * a path, else null. Refused: empty segments (`//`), dot segments (`.`, `..`,
 * also when they only appear after decoding), encoded slashes or backslashes
 * (`%2f`, `%5c`), backslashes, and control characters including NUL. A single
 * trailing slash is allowed (`/about/` is the page `/about`).
 *
 * `rawPath` is the path as Hono gives it (`c.req.path`): already percent-
 * decoded except for reserved characters such as `%2F`.
 */
export function canonicalPath(rawPath: string): string | null {
  if (/%(2f|5c)/i.test(rawPath)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (!decoded.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(decoded)) return null;
  const segments = decoded.slice(1).split("/");
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    if ((segment === "" && !last) || segment === "." || segment === "..") return null;
  }
  return decoded;
}
