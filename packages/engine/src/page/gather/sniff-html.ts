/**
 * Tag openings that make the WHATWG MIME sniffing standard ("rules for
 * identifying an unknown MIME type") call a resource text/html. Each must be
 * followed by a space or ">".
 */
const HTML_SIGNATURES = [
  "<!DOCTYPE HTML",
  "<HTML",
  "<HEAD",
  "<SCRIPT",
  "<IFRAME",
  "<H1",
  "<DIV",
  "<FONT",
  "<TABLE",
  "<A",
  "<STYLE",
  "<TITLE",
  "<B",
  "<BODY",
  "<BR",
  "<P",
  "<!--",
].map((signature) => Array.from(signature, (character) => character.charCodeAt(0)));

const WHITESPACE = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/**
 * True when a body served without a usable Content-Type starts like HTML.
 * A UTF-8 byte order mark is skipped first (lenient: the standard would call
 * such a body text/plain, but pages do this and are meant as HTML).
 */
export function looksLikeHtml(bytes: Uint8Array): boolean {
  let position = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (position < bytes.length && WHITESPACE.has(bytes[position]!)) position++;
  return HTML_SIGNATURES.some((signature) => matchesAt(bytes, position, signature));
}

function matchesAt(bytes: Uint8Array, position: number, signature: number[]): boolean {
  if (position + signature.length >= bytes.length) return false;
  for (let index = 0; index < signature.length; index++) {
    const byte = bytes[position + index]!;
    const upper = byte >= 0x61 && byte <= 0x7a ? byte - 0x20 : byte;
    if (upper !== signature[index]) return false;
  }
  const terminator = bytes[position + signature.length];
  return terminator === 0x20 || terminator === 0x3e;
}
