import type { AnchorFact } from "../../extract/html-facts";

/** Whether an anchor's resolved href is a web page link (http/https), as opposed to mailto:, javascript:, tel:… */
export function isWebLink(anchor: AnchorFact): boolean {
  return anchor.href !== null && /^https?:/i.test(anchor.href);
}

const strip = (host: string): string => (host.startsWith("www.") ? host.slice(4) : host);

// Host of a URL without parsing it fully; null when it has none.
function hostOf(url: string): string | null {
  const start = url.indexOf("//");
  if (start === -1) return null;
  let end = start + 2;
  while (end < url.length && url[end] !== "/" && url[end] !== "?" && url[end] !== "#") end++;
  const authority = url.slice(start + 2, end);
  const at = authority.lastIndexOf("@");
  const hostPort = at === -1 ? authority : authority.slice(at + 1);
  const colon = hostPort.lastIndexOf(":");
  return strip(colon > hostPort.lastIndexOf("]") ? hostPort.slice(0, colon) : hostPort);
}

/** Whether a web link points to the same host as the page (www. ignored). Hrefs are already WHATWG-serialised. */
export function isInternalLink(anchor: AnchorFact, pageUrl: string): boolean {
  if (!isWebLink(anchor)) return false;
  return hostOf(anchor.href!) === pageHostOf(pageUrl);
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
