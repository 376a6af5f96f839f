/** A parsed Content-Type header: the MIME essence (lower case) and its charset parameter, if any. */
export interface ContentType {
  essence: string;
  charset: string | null;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;

/** MIME types a page may have. */
const HTML_TYPES: ReadonlySet<string> = new Set(["text/html", "application/xhtml+xml"]);

/**
 * Types that say nothing; the WHATWG MIME sniffing standard sniffs these like
 * a missing header.
 */
const UNKNOWN_TYPES: ReadonlySet<string> = new Set(["unknown/unknown", "application/unknown", "*/*"]);

/**
 * Parses a Content-Type header value. Returns null when it is missing or not
 * a `type/subtype`, which the caller treats as "unknown" and sniffs.
 */
export function parseContentType(value: string | undefined): ContentType | null {
  if (!value) return null;
  const [rawEssence = "", ...parameters] = value.split(";");
  const essence = rawEssence.trim().toLowerCase();
  const [type, subtype, extra] = essence.split("/");
  if (!type || !subtype || extra !== undefined || !TOKEN.test(type) || !TOKEN.test(subtype)) return null;
  let charset: string | null = null;
  for (const parameter of parameters) {
    const equals = parameter.indexOf("=");
    if (equals === -1) continue;
    const name = parameter.slice(0, equals).trim().toLowerCase();
    if (name !== "charset") continue;
    charset = parameter
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1")
      .trim();
    break;
  }
  return { essence, charset: charset || null };
}

/** "html", "unknown" (missing or meaningless: sniff the body) or "other". */
export function classifyContentType(contentType: ContentType | null): "html" | "unknown" | "other" {
  if (!contentType || UNKNOWN_TYPES.has(contentType.essence)) return "unknown";
  return HTML_TYPES.has(contentType.essence) ? "html" : "other";
}
