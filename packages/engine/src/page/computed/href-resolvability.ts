import { isSimpleAbsoluteUrl } from "./simple-url";

/** Whether `new URL(href, baseUrl)` succeeds. */
export function canResolve(href: string, baseUrl: string): boolean {
  try {
    new URL(href, baseUrl);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether WHATWG URL parsing of `href` against an http(s) base cannot fail, from its first
 * characters alone: a path, query or fragment reference (no scheme, no leading "//" or two backslashes,
 * which start a host) is resolved without any step that can fail. Leading control characters and
 * spaces are stripped by the parser, so those are left to the parser.
 */
function isPlainReference(href: string): boolean {
  if (href === "") return true;
  const first = href.charCodeAt(0);
  if (first === 0x2f || first === 0x5c) {
    const second = href.charCodeAt(1);
    return second !== 0x2f && second !== 0x5c;
  }
  if (first <= 0x20) return false;
  if (!isAsciiAlpha(first)) return true;
  // "letter (letter | digit | + | - | .)* :" is a scheme.
  for (let i = 1; i < href.length; i++) {
    const c = href.charCodeAt(i);
    if (c === 0x3a) return false;
    if (!(isAsciiAlpha(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e)) return true;
  }
  return true;
}

function isAsciiAlpha(c: number): boolean {
  return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
}

/**
 * {@link canResolve} for one page: plain references against an http(s) base and absolute http(s)
 * URLs with a plain host skip the parser (see {@link isPlainReference}, {@link isSimpleAbsoluteUrl});
 * other hrefs are parsed once each, as pages repeat their links.
 */
export function pageResolver(): (href: string, baseUrl: string) => boolean {
  const known = new Map<string, boolean>();
  let webBase: string | null = null;
  return (href, baseUrl) => {
    if (webBase !== baseUrl && /^https?:\/\//i.test(baseUrl) && canResolve("", baseUrl)) webBase = baseUrl;
    if (webBase === baseUrl && isPlainReference(href)) return true;
    if (isSimpleAbsoluteUrl(href)) return true;
    let ok = known.get(href);
    if (ok === undefined) {
      ok = canResolve(href, baseUrl);
      known.set(href, ok);
    }
    return ok;
  };
}
