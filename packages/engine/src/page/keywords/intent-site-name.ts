// Second-level labels under which country domains register names ("bbc.co.uk", "amazon.com.au",
// "yahoo.co.jp"): the name is the label before them. A short list instead of the Public Suffix
// List, which the engine does not ship; a missed suffix gives a wrong name, never a crash.
const SECOND_LEVEL = new Set([
  "co",
  "com",
  "net",
  "org",
  "gov",
  "edu",
  "ac",
  "ne",
  "or",
  "go",
  "gob",
  "ltd",
  "plc",
]);

const IP_ADDRESS = /^[\d.]+$|:/;

/**
 * The name a site is registered under, as a searcher would type it: the label before the public
 * suffix ("www.amazon.de" → "amazon", "news.bbc.co.uk" → "bbc", "docs.python.org" → "python").
 * Null for IP addresses and one-label hosts ("localhost"), which name no site.
 */
export function siteNameOfHost(host: string): string | null {
  const hostname = host.toLowerCase().replace(/\.$/, "");
  if (IP_ADDRESS.test(hostname)) return null;
  const labels = hostname.split(".");
  if (labels.length < 2) return null;
  const last = labels.length - 1;
  const underSecondLevel =
    labels.length >= 3 && labels[last]!.length === 2 && SECOND_LEVEL.has(labels[last - 1]!);
  return labels[underSecondLevel ? last - 2 : last - 1] || null;
}
