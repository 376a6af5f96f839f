/**
 * `new URL(raw, base).href` without the URL parser for the links pages are made of: plain ASCII
 * http(s) URLs and path, query or fragment references against an http(s) base. Answers
 * `undefined` for anything else, which the caller then parses.
 *
 * Why exact: the WHATWG parser changes a URL only by lower-casing the scheme and host, mapping
 * hosts (IDNA, IPv4 numbers), dropping default ports, percent-encoding characters outside its
 * sets, turning `\` into `/`, removing tabs and line feeds, resolving `.` and `..` segments and
 * adding the root path "/". The fast path takes only input where none of these can happen:
 * a lower-case scheme; a host of lower-case letters, digits, `-` and `.` whose labels are not
 * empty, none starts with "xn--" and the last starts with a letter (so no IPv4 form and no
 * Punycode to check); no port or user info; every other character from `SAFE` (never encoded,
 * never removed); no segment starting with "." or "%" in the path. What remains is concatenation, which
 * `simple-url.test.ts` compares with `URL` on tricky and random input.
 */

// Characters that no part of an http(s) URL after the host encodes, drops or rewrites (SAFE, S):
// letters, digits and - . _ ~ ! $ & ( ) * + , ; = : @ / ? # %. A "%" is kept as written, valid
// escape or not (no percent-encode set holds it); only a path segment starting with it may be a
// dot segment ("%2e", "%2e%2e", "%2e."), which `isSafeRest` refuses like one starting with ".".
// As classes for V8's regex engine (a loop over the characters took about 5 ns each): P, a path
// character, is S without "?" and "#"; Q, a character inside a path segment, is P without "/";
// F, the first of a segment, is Q without "." and "%".
const S = "A-Za-z0-9\\-._~!$&()*+,;=:@/?#%";
const Q = "A-Za-z0-9\\-._~!$&()*+,;=:@%";
const F = "A-Za-z0-9\\-_~!$&()*+,;=:@";
const SAFE_QUERY_OR_FRAGMENT = new RegExp(`[${S}]*$`, "y");
const SAFE_PATH_AND_REST = new RegExp(`(?:[${F}][${Q}]*)?(?:/(?:[${F}][${Q}]*)?)*(?:[?#][${S}]*)?$`, "y");

const SLASH = 0x2f;
const DOT = 0x2e;
const QUESTION = 0x3f;
const HASH = 0x23;

/**
 * Whether `raw.slice(from)` is all `SAFE` and no path segment in it (before the first "?" or
 * "#") starts with "." or "%"; `inPath` says whether `from` is inside the path (and starts a segment).
 */
function isSafeRest(raw: string, from: number, inPath: boolean): boolean {
  const pattern = inPath ? SAFE_PATH_AND_REST : SAFE_QUERY_OR_FRAGMENT;
  pattern.lastIndex = from;
  return pattern.test(raw);
}

function isLowerLetter(c: number): boolean {
  return c >= 0x61 && c <= 0x7a;
}

/** End of the host of an absolute "http(s)://host…" (index of the first "/", "?", "#" or the end), or -1 when the fast path does not apply. */
function simpleHostEnd(raw: string, hostStart: number): number {
  let labelStart = hostStart;
  let i = hostStart;
  for (; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === SLASH || c === QUESTION || c === HASH) break;
    if (c === DOT) {
      if (i === labelStart) return -1; // empty label
      labelStart = i + 1;
      continue;
    }
    if (!(isLowerLetter(c) || (c >= 0x30 && c <= 0x39) || c === 0x2d)) return -1;
    if (i === labelStart && raw.startsWith("xn--", i)) return -1;
  }
  // The last label must exist and start with a letter: no IPv4 parsing, no trailing dot.
  if (labelStart >= i || !isLowerLetter(raw.charCodeAt(labelStart))) return -1;
  return i;
}

// End of the host of `raw` when it is "http(s)://" and a host the fast path takes, else -1.
function simpleAbsoluteHostEnd(raw: string): number {
  const hostStart = raw.startsWith("https://") ? 8 : raw.startsWith("http://") ? 7 : -1;
  return hostStart === -1 ? -1 : simpleHostEnd(raw, hostStart);
}

/**
 * Whether `raw` is an absolute http(s) URL with a host the fast path takes, so that `new URL(raw)`
 * cannot throw: after the host, only the port and the host can fail to parse, and this host has no
 * port; the path, query and fragment are percent-encoded, never refused. Reads only up to the host.
 */
export function isSimpleAbsoluteUrl(raw: string): boolean {
  return simpleAbsoluteHostEnd(raw) !== -1;
}

function resolveAbsolute(raw: string): string | undefined {
  const hostEnd = simpleAbsoluteHostEnd(raw);
  if (hostEnd === -1) return undefined;
  if (hostEnd === raw.length) return `${raw}/`;
  const next = raw.charCodeAt(hostEnd);
  if (!isSafeRest(raw, hostEnd, next === SLASH)) return undefined;
  return next === SLASH ? raw : `${raw.slice(0, hostEnd)}/${raw.slice(hostEnd)}`;
}

/** A base URL split where references attach to it. */
interface BaseParts {
  href: string;
  /** Up to the path: "https://host". */
  origin: string;
  /** Up to the last "/" of the path, inclusive. */
  directory: string;
  /** Without query and fragment. */
  withoutQuery: string;
  /** Without fragment. */
  withoutFragment: string;
}

let lastBase: string | null = null;
let lastParts: BaseParts | null = null;

// The parts of `base` when it is an http(s) URL already in the parser's own serialisation, else null.
function partsOf(base: string): BaseParts | null {
  if (base === lastBase) return lastParts;
  lastBase = base;
  lastParts = null;
  if (!base.startsWith("https://") && !base.startsWith("http://")) return null;
  try {
    if (new URL(base).href !== base) return null;
  } catch {
    return null;
  }
  const pathStart = base.indexOf("/", base.indexOf("//") + 2);
  const hash = base.indexOf("#");
  const withoutFragment = hash === -1 ? base : base.slice(0, hash);
  const question = withoutFragment.indexOf("?");
  const withoutQuery = question === -1 ? withoutFragment : withoutFragment.slice(0, question);
  lastParts = {
    href: base,
    origin: base.slice(0, pathStart),
    directory: withoutQuery.slice(0, withoutQuery.lastIndexOf("/") + 1),
    withoutQuery,
    withoutFragment,
  };
  return lastParts;
}

// Whether `raw` starts with a scheme ("letter (letter | digit | + | - | .)* :").
function hasScheme(raw: string): boolean {
  const first = raw.charCodeAt(0) | 0x20;
  if (!isLowerLetter(first)) return false;
  for (let i = 1; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 0x3a) return true;
    const lower = c | 0x20;
    if (!(isLowerLetter(lower) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === DOT))
      return false;
  }
  return false;
}

/**
 * `new URL(raw, base ?? undefined).href` for plain links (see the file comment); `undefined` when
 * the fast path does not apply and the URL parser must decide (it may also throw there).
 */
export function resolveSimpleUrl(raw: string, base: string | null): string | undefined {
  if (raw.startsWith("http")) {
    const absolute = resolveAbsolute(raw);
    if (absolute !== undefined || hasScheme(raw)) return absolute;
  } else if (hasScheme(raw)) return undefined;
  if (base === null) return undefined;
  const parts = partsOf(base);
  if (parts === null) return undefined;
  if (raw === "") return parts.withoutFragment;
  const first = raw.charCodeAt(0);
  if (first === HASH) return isSafeRest(raw, 0, false) ? parts.withoutFragment + raw : undefined;
  if (first === QUESTION) return isSafeRest(raw, 0, false) ? parts.withoutQuery + raw : undefined;
  if (first === SLASH) {
    if (raw.charCodeAt(1) === SLASH) return undefined; // "//host": a new authority
    return isSafeRest(raw, 0, true) ? parts.origin + raw : undefined;
  }
  return isSafeRest(raw, 0, true) && first !== DOT ? parts.directory + raw : undefined;
}
