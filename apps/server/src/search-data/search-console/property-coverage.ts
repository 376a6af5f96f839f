/**
 * Whether a Search Console property holds a URL's data. A Domain property ("sc-domain:example.com")
 * covers every scheme and subdomain of the domain; a URL-prefix property ("https://example.com/blog/")
 * covers URLs that start with it, scheme and host included (https://www.example.com is another one).
 */
export function propertyCovers(property: string, url: string): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  const host = target.hostname.toLowerCase();
  if (property.startsWith("sc-domain:")) {
    const domain = property.slice("sc-domain:".length).toLowerCase();
    return host === domain || host.endsWith(`.${domain}`);
  }
  let prefix: URL;
  try {
    prefix = new URL(property);
  } catch {
    return false;
  }
  if (prefix.protocol !== target.protocol || prefix.host.toLowerCase() !== target.host.toLowerCase())
    return false;
  const path = target.pathname.endsWith("/") ? target.pathname : `${target.pathname}/`;
  return path.startsWith(prefix.pathname) || target.pathname.startsWith(prefix.pathname);
}

/** How closely a property fits: a URL prefix (longer is closer) before a Domain property. */
export function propertySpecificity(property: string): number {
  return property.startsWith("sc-domain:") ? 0 : property.length;
}
