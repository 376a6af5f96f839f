import { isWebLink } from "../computed/link-classification";
import type { AnchorFact } from "../extract/html-facts";
import { siteNameOfHost } from "./intent-site-name";

/** A site the page links to, by the name a searcher would type for it. */
export interface LinkedSite {
  /** The registered name ("amazon" of "www.amazon.de"). */
  name: string;
  /** The host of the first link to it, for the signal a user can check ("amazon.de"). */
  host: string;
}

// Names of two letters or fewer ("t" of t.co, "x" of x.com) would match stray keywords, not searches for the site.
const MIN_NAME_LENGTH = 3;

/**
 * The other sites the page links to, one entry per name: a keyword that is one of these names is
 * most likely a search for that site ("facebook" on a page linking to facebook.com). The page's own
 * site is left out; its name is the brand terms' (brand-terms.ts).
 */
export function linkedSitesOf(anchors: readonly AnchorFact[], pageUrl: string): LinkedSite[] {
  const ownName = hostNameOf(pageUrl);
  const sites = new Map<string, LinkedSite>();
  const seenOrigins = new Set<string>();
  for (const anchor of anchors) {
    if (!isWebLink(anchor)) continue;
    // Pages link to the same sites many times: each origin is parsed once. Hrefs are serialised
    // by the URL parser, so a "/" always follows the host.
    const href = anchor.href!;
    const slash = href.indexOf("/", href.indexOf("//") + 2);
    const origin = slash === -1 ? href : href.slice(0, slash);
    if (seenOrigins.has(origin)) continue;
    seenOrigins.add(origin);
    const host = hostOf(origin);
    if (host === null) continue;
    const name = siteNameOfHost(host);
    if (name === null || name.length < MIN_NAME_LENGTH || name === ownName || sites.has(name)) continue;
    sites.set(name, { name, host: host.replace(/^www\./, "") });
  }
  return [...sites.values()];
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

function hostNameOf(url: string): string | null {
  const host = hostOf(url);
  return host === null ? null : siteNameOfHost(host);
}
