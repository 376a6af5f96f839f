import type { AnchorFact } from "../extract/html-facts";

/** Whether an anchor's resolved href is a web page link (http/https), as opposed to mailto:, javascript:, tel:… */
export function isWebLink(anchor: AnchorFact): boolean {
  return anchor.href !== null && isHttpScheme(anchor.href);
}

// `/^https?:/i.test(url)` by code units (no regex run per link).
function isHttpScheme(url: string): boolean {
  if (
    (url.charCodeAt(0) | 0x20) !== 0x68 || // h
    (url.charCodeAt(1) | 0x20) !== 0x74 || // t
    (url.charCodeAt(2) | 0x20) !== 0x74 || // t
    (url.charCodeAt(3) | 0x20) !== 0x70 // p
  ) {
    return false;
  }
  const fifth = url.charCodeAt(4);
  if (fifth === 0x3a) return true; // :
  return (fifth | 0x20) === 0x73 && url.charCodeAt(5) === 0x3a; // s:
}

const strip = (host: string): string => (host.startsWith("www.") ? host.slice(4) : host);

// Host of a URL without parsing it fully; null when it has none.
function hostOf(url: string): string | null {
  const start = url.indexOf("//");
  if (start === -1) return null;
  let end = start + 2;
  for (; end < url.length; end++) {
    const c = url.charCodeAt(end);
    if (c === 0x2f || c === 0x3f || c === 0x23) break; // / ? #
  }
  const authority = url.slice(start + 2, end);
  const at = authority.lastIndexOf("@");
  const hostPort = at === -1 ? authority : authority.slice(at + 1);
  const colon = hostPort.lastIndexOf(":");
  return strip(colon > hostPort.lastIndexOf("]") ? hostPort.slice(0, colon) : hostPort);
}

/** Whether a web link points to the same host as the page (www. ignored). Hrefs are already WHATWG-serialised. */
export function isInternalLink(anchor: AnchorFact, pageUrl: string): boolean {
  if (!isWebLink(anchor)) return false;
  return hasHost(anchor.href!, pageHostOf(pageUrl));
}

/**
 * `hostOf(url) === host`, found in place: the same steps on offsets instead of slices (one link
 * of thousands per page, each sliced three times, was the cost).
 */
function hasHost(url: string, host: string | null): boolean {
  const start = url.indexOf("//");
  if (start === -1) return host === null;
  if (host === null) return false;
  const authority = start + 2;
  // One pass over the authority: its end, and its last "@", ":" and "]".
  let end = authority;
  let at = -1;
  let colon = -1;
  let bracket = -1;
  for (; end < url.length; end++) {
    const c = url.charCodeAt(end);
    if (c === 0x2f || c === 0x3f || c === 0x23) break; // / ? #
    if (c === 0x40) at = end;
    else if (c === 0x3a) colon = end;
    else if (c === 0x5d) bracket = end;
  }
  // After the last "@", up to the last ":" after it when no "]" follows that.
  const from = at === -1 ? authority : at + 1;
  const to = colon >= from && colon > bracket ? colon : end;
  let hostStart = from;
  if (to - hostStart >= 4 && url.startsWith("www.", hostStart)) hostStart += 4;
  return to - hostStart === host.length && url.startsWith(host, hostStart);
}

// The page's host, remembered for the last page URL: callers ask once per link of the same page.
let lastPageUrl: string | null = null;
let lastPageHost: string | null = null;
function pageHostOf(pageUrl: string): string | null {
  if (pageUrl !== lastPageUrl) {
    lastPageHost = hostOf(pageUrl.toLowerCase());
    lastPageUrl = pageUrl;
  }
  return lastPageHost;
}
