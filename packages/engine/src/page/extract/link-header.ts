/** One link of an HTTP `Link` header. */
export interface HeaderLink {
  uri: string;
  rel: string;
  hreflang: string;
}

/**
 * Parses an HTTP `Link` header value (RFC 8288): `<uri>; rel="x"; hreflang=y, <uri2>; …`.
 * Values joined from repeated headers (", ") parse the same way. Unparseable parts are skipped.
 */
export function parseLinkHeader(value: string): HeaderLink[] {
  const links: HeaderLink[] = [];
  let i = 0;
  while (i < value.length) {
    const open = value.indexOf("<", i);
    if (open === -1) break;
    const close = value.indexOf(">", open);
    if (close === -1) break;
    const uri = value.slice(open + 1, close).trim();
    let end = close + 1;
    let inQuotes = false;
    while (end < value.length) {
      const ch = value[end];
      if (ch === '"') inQuotes = !inQuotes;
      else if (ch === "," && !inQuotes) break;
      end++;
    }
    const params: Record<string, string> = {};
    for (const part of value.slice(close + 1, end).split(";")) {
      const eq = part.indexOf("=");
      if (eq === -1) continue;
      const key = part.slice(0, eq).trim().toLowerCase();
      const raw = part.slice(eq + 1).trim();
      params[key] = raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2 ? raw.slice(1, -1) : raw;
    }
    links.push({ uri, rel: (params.rel ?? "").toLowerCase(), hreflang: params.hreflang ?? "" });
    i = end + 1;
  }
  return links;
}
