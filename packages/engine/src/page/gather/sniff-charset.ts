import type { PageArtifacts } from "../artifacts.js";
import { encodingForLabel } from "./encoding-label.js";
import { prescanMetaCharset } from "./prescan-meta-charset.js";

export type CharsetChoice = PageArtifacts["charset"];

/**
 * Picks the character encoding of an HTML body, following the HTML standard's
 * encoding sniffing algorithm:
 *
 * 1. a byte order mark (it wins even over the header, as in every browser);
 * 2. the Content-Type header's charset, when it names an encoding we know;
 * 3. `<meta charset>` / `<meta http-equiv=content-type>` in the first 1024 bytes;
 * 4. otherwise a default: UTF-8 when the body is valid UTF-8 containing at
 *    least one multi-byte character, else windows-1252 (the standard's default
 *    for most locales). Valid multi-byte UTF-8 is almost never produced by
 *    legacy encodings, so this decodes today's undeclared UTF-8 pages correctly,
 *    much as Chromium's detector does, while pure ASCII and legacy pages get
 *    exactly the standard's behaviour.
 *
 * An unknown or unsupported label (`charset=x-foo`) is ignored and the next
 * step decides; the returned `source` says which step that was.
 */
export function sniffCharset(bytes: Uint8Array, headerCharset: string | null): CharsetChoice {
  const bom = encodingFromBom(bytes);
  if (bom) return { name: bom, source: "bom" };
  const fromHeader = headerCharset === null ? null : encodingForLabel(headerCharset);
  if (fromHeader) return { name: fromHeader, source: "header" };
  const fromMeta = prescanMetaCharset(bytes);
  if (fromMeta) return { name: fromMeta, source: "meta" };
  return { name: isMultiByteUtf8(bytes) ? "utf-8" : "windows-1252", source: "default" };
}

function encodingFromBom(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  return null;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function isMultiByteUtf8(bytes: Uint8Array): boolean {
  if (!bytes.some((byte) => byte >= 0x80)) return false;
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}
