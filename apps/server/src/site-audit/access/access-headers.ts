import type { SiteAccess } from "@ranklens/shared";

/** The request headers a site's access adds: its headers, one Cookie header and basic auth. */
export function accessRequestHeaders(access: SiteAccess): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const header of access.headers) headers[header.name.toLowerCase()] = header.value;
  if (access.cookies.length > 0) {
    headers.cookie = access.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  }
  if (access.basicAuth) {
    const { username, password } = access.basicAuth;
    headers.authorization = `Basic ${Buffer.from(`${username}:${password}`, "utf8").toString("base64")}`;
  }
  return headers;
}

/**
 * The headers for one request of a crawl: the access goes only to the site's own hosts (`onSite`),
 * never to a CDN, an external link or a host a redirect leads to, and never over plain http when
 * the site itself is on https.
 */
export function siteAccessHeaders(
  access: SiteAccess,
  site: { startUrl: string; onSite: (url: string) => boolean },
): (url: URL) => Record<string, string> {
  const headers = accessRequestHeaders(access);
  const httpsSite = new URL(site.startUrl).protocol === "https:";
  return (url) => {
    if (httpsSite && url.protocol !== "https:") return {};
    return site.onSite(url.href) ? headers : {};
  };
}
