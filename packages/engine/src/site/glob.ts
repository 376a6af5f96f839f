/**
 * The crawl settings' one wildcard syntax: `*` matches any run of characters (slashes included),
 * every other character matches itself. Used by query-parameter rules (`utm_*`) and scope
 * patterns (`/blog/*`), so users learn one rule.
 */

/** A RegExp that matches the whole of a string against `pattern` (see above). */
export function globToRegExp(pattern: string, flags = ""): RegExp {
  const body = pattern
    .split("*")
    .map((part) => part.replace(/[\\^$.|?+()[\]{}]/g, "\\$&"))
    .join("[\\s\\S]*");
  return new RegExp(`^${body}$`, flags);
}
