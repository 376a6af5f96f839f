import type { AnchorFact } from "../../extract/html-facts";

/** Whether an anchor's resolved href is a web page link (http/https), as opposed to mailto:, javascript:, tel:… */
export function isWebLink(anchor: AnchorFact): boolean {
  return anchor.href !== null && /^https?:/i.test(anchor.href);
}

/** Whether a web link points to the same host as the page (www. ignored). */
export function isInternalLink(anchor: AnchorFact, pageUrl: string): boolean {
  if (!isWebLink(anchor)) return false;
  try {
    const strip = (h: string) => h.replace(/^www\./, "");
    return strip(new URL(anchor.href!).hostname) === strip(new URL(pageUrl).hostname);
  } catch {
    return false;
  }
}
