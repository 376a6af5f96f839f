/**
 * Sitemap files (sitemaps.org protocol): a `<urlset>` of `<url>`s or a `<sitemapindex>` of
 * `<sitemap>`s, each with a `<loc>` and an optional `<lastmod>`.
 *
 * Read with htmlparser2's parser in XML mode (a real tokenizer: CDATA sections, comments,
 * processing instructions and XML entities handled as XML, not by regexes). Tolerant where
 * tolerance costs nothing: any namespace prefix (`<sm:loc>`) and any letter case of the element
 * names, whitespace around values, a byte-order mark. Only a `<loc>` or `<lastmod>` directly inside
 * an item counts: `<image:loc>` inside `<image:image>` is an extension's, not a page.
 *
 * Bytes starting with the gzip magic (1f 8b) are gunzipped (whatever the file is named or served
 * as) with `maxOutputLength`, so a gzip bomb stops at the cap instead of filling memory.
 *
 * Caps (sitemaps.org): `maxBytes` decompressed (default 50 MB) — a larger file is refused whole;
 * `maxUrls` entries per file (default 50,000) — the first ones are returned and the rest counted
 * in `skipped`. A `<loc>` that is missing or not an absolute http(s) URL is counted in `invalid`.
 *
 * Never throws: a problem is `error` with a reason. `malformed` (an element left unclosed, such
 * as a file cut short, or a second root) still returns the entries read, since each complete
 * `<url>` is still a URL the site listed; the other reasons return none.
 */
import { gunzipSync } from "node:zlib";
import { Parser } from "htmlparser2";

export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapKind = "urlset" | "sitemapindex";

export interface SitemapEntry {
  /** The URL as written (trimmed, entities decoded). */
  loc: string;
  /** The `<lastmod>` text as written (trimmed), or null when absent or empty. */
  lastmod: string | null;
}

export type SitemapErrorReason = "too-large" | "bad-gzip" | "not-a-sitemap" | "malformed";

export interface SitemapParseResult {
  kind: SitemapKind | null;
  entries: SitemapEntry[];
  /** Entries past `maxUrls`, not returned. */
  skipped: number;
  /** Items whose `<loc>` is missing or not an absolute http(s) URL. */
  invalid: number;
  error: { reason: SitemapErrorReason; message: string } | null;
}

export interface SitemapParseOptions {
  maxBytes?: number;
  maxUrls?: number;
}

/** Parses a sitemap as fetched: gzip detected by its magic bytes, UTF-8 text (sitemaps.org requires it). */
export function parseSitemap(bytes: Uint8Array, options: SitemapParseOptions = {}): SitemapParseResult {
  const maxBytes = options.maxBytes ?? SITEMAP_MAX_BYTES;
  let body = bytes;
  if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      body = gunzipSync(bytes, { maxOutputLength: maxBytes });
    } catch (error) {
      if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return tooLarge(maxBytes);
      return failure("bad-gzip", `The file looks gzipped but could not be decompressed: ${String(error)}`);
    }
  } else if (bytes.length > maxBytes) {
    return tooLarge(maxBytes);
  }
  return parseSitemapXml(new TextDecoder("utf-8").decode(body), options);
}

/** Parses sitemap XML text (see the file comment). */
export function parseSitemapXml(xml: string, options: SitemapParseOptions = {}): SitemapParseResult {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const result: SitemapParseResult = { kind: null, entries: [], skipped: 0, invalid: 0, error: null };
  // Local names (prefix dropped, lower case) of the open elements, the root first. The rest of the
  // state is one object because the parser's callbacks change it (TypeScript does not see that).
  const open: string[] = [];
  const state: {
    root: string | null;
    itemName: string | null;
    malformed: string | null;
    item: { loc: string | null; lastmod: string | null } | null;
    field: "loc" | "lastmod" | null;
    text: string;
  } = { root: null, itemName: null, malformed: null, item: null, field: null, text: "" };

  const parser = new Parser(
    {
      onopentag(name) {
        const local = localName(name);
        if (open.length === 0) {
          if (state.root === null) {
            state.root = local;
            state.itemName = local === "urlset" ? "url" : local === "sitemapindex" ? "sitemap" : null;
          } else {
            state.malformed ??= `A second root element <${name}> follows the first.`;
          }
        }
        open.push(local);
        if (state.itemName === null) return;
        if (open.length === 2 && local === state.itemName) {
          state.item = { loc: null, lastmod: null };
        } else if (open.length === 3 && state.item && (local === "loc" || local === "lastmod")) {
          state.field = local;
          state.text = "";
        }
      },
      ontext(chunk) {
        if (state.field) state.text += chunk;
      },
      onclosetag(name, isImplied) {
        // htmlparser2 reports a self-closing element (`<urlset/>`) as closed by implication too;
        // its "/>" ends at the parser's endIndex (the text is parsed as one chunk).
        const selfClosing = xml[parser.endIndex] === ">" && xml[parser.endIndex - 1] === "/";
        if (isImplied && !selfClosing) state.malformed ??= `<${name}> is not closed.`;
        const local = open.pop();
        if (open.length === 2 && state.field && state.item) {
          // The first <loc> (or <lastmod>) of an item counts.
          state.item[state.field] ??= state.text.trim();
          state.field = null;
        } else if (open.length === 1 && state.item && local === state.itemName) {
          addEntry(result, state.item, maxUrls);
          state.item = null;
        }
      },
    },
    { xmlMode: true },
  );
  parser.end(xml);

  if (state.itemName === null) {
    return failure(
      "not-a-sitemap",
      state.root === null
        ? "The file holds no XML element."
        : `The root element is <${state.root}>, not <urlset> or <sitemapindex>.`,
    );
  }
  result.kind = state.root as SitemapKind;
  if (state.malformed) result.error = { reason: "malformed", message: state.malformed };
  return result;
}

function addEntry(
  result: SitemapParseResult,
  item: { loc: string | null; lastmod: string | null },
  maxUrls: number,
): void {
  if (!item.loc || !isAbsoluteHttpUrl(item.loc)) {
    result.invalid++;
  } else if (result.entries.length >= maxUrls) {
    result.skipped++;
  } else {
    result.entries.push({ loc: item.loc, lastmod: item.lastmod || null });
  }
}

function localName(name: string): string {
  const colon = name.lastIndexOf(":");
  return (colon === -1 ? name : name.slice(colon + 1)).toLowerCase();
}

function isAbsoluteHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

function tooLarge(maxBytes: number): SitemapParseResult {
  return failure("too-large", `The sitemap is larger than ${maxBytes} bytes uncompressed.`);
}

function failure(reason: SitemapErrorReason, message: string): SitemapParseResult {
  return { kind: null, entries: [], skipped: 0, invalid: 0, error: { reason, message } };
}
