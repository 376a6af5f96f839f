/**
 * Analytics, tag-manager and advertising hosts a rendered crawl may refuse (the crawl setting
 * "Block trackers"): they do not change what a search engine indexes, they slow every page down,
 * and a crawl would otherwise count as thousands of visits in the site's analytics. A host is
 * matched with its subdomains. Kept short on purpose: the hosts that most sites load.
 */
const TRACKER_HOSTS = [
  "google-analytics.com",
  "googletagmanager.com",
  "googlesyndication.com",
  "googleadservices.com",
  "doubleclick.net",
  "adservice.google.com",
  "connect.facebook.net",
  "facebook.com",
  "analytics.tiktok.com",
  "bat.bing.com",
  "clarity.ms",
  "hotjar.com",
  "segment.com",
  "segment.io",
  "mixpanel.com",
  "plausible.io",
  "matomo.cloud",
  "scorecardresearch.com",
  "quantserve.com",
  "taboola.com",
  "outbrain.com",
  "criteo.com",
  "criteo.net",
  "adnxs.com",
  "amazon-adsystem.com",
  "ads-twitter.com",
  "snap.licdn.com",
  "px.ads.linkedin.com",
] as const;

export function isTrackerHost(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return TRACKER_HOSTS.some((tracker) => host === tracker || host.endsWith(`.${tracker}`));
}
