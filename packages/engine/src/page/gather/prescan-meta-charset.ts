import { encodingForLabel } from "./encoding-label.js";

/** The HTML standard encourages user agents to prescan only this many bytes. */
export const PRESCAN_BYTES = 1024;

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const DASH = 0x2d;
const EQUALS = 0x3d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;

interface Attribute {
  name: string;
  value: string;
}

/**
 * The WHATWG "prescan a byte stream to determine its encoding" algorithm:
 * finds `<meta charset=…>` or `<meta http-equiv="content-type"
 * content="…; charset=…">` in the first 1024 bytes, skipping comments and
 * the attributes of other tags. Returns the canonical encoding name, or null.
 */
export function prescanMetaCharset(input: Uint8Array): string | null {
  const bytes = input.subarray(0, PRESCAN_BYTES);
  const end = bytes.length;
  let position = 0;
  while (position < end) {
    if (startsWith(bytes, position, "<!--")) {
      // The comment ends at the first "-->" whose dashes may overlap "<!--".
      position = indexOfCommentEnd(bytes, position + 2);
      if (position === -1) return null;
    } else if (startsWithIgnoringCase(bytes, position, "<meta") && isSpaceOrSlash(bytes[position + 5])) {
      const cursor = { position: position + 6 };
      const charset = readMetaCharset(bytes, cursor);
      if (charset === undefined) return null;
      if (charset !== null) return charset;
      position = cursor.position;
    } else if (
      bytes[position] === LT &&
      (isAsciiLetter(bytes[position + 1]) || isEndTagStart(bytes, position))
    ) {
      const cursor = { position: position + 1 };
      while (cursor.position < end && !isSpace(bytes[cursor.position]) && bytes[cursor.position] !== GT) {
        cursor.position++;
      }
      while (getAttribute(bytes, cursor) !== null) {
        // Skip the attributes of other tags: "<img alt='<meta charset=koi8-r>'>" declares nothing.
      }
      if (cursor.position >= end) return null;
      position = cursor.position;
    } else if (
      bytes[position] === LT &&
      (bytes[position + 1] === BANG || bytes[position + 1] === SLASH || bytes[position + 1] === QUESTION)
    ) {
      position = bytes.indexOf(GT, position + 2);
      if (position === -1) return null;
    }
    position++;
  }
  return null;
}

/**
 * Reads the attributes of one `<meta>`. Returns the encoding it declares,
 * null when it declares none, or undefined when the bytes ran out.
 */
function readMetaCharset(bytes: Uint8Array, cursor: { position: number }): string | null | undefined {
  const seen = new Set<string>();
  let gotPragma = false;
  let needPragma: boolean | null = null;
  let charset: string | null | "failure" = null;
  for (;;) {
    const attribute = getAttribute(bytes, cursor);
    if (attribute === null) break;
    if (seen.has(attribute.name)) continue;
    seen.add(attribute.name);
    if (attribute.name === "http-equiv") {
      if (attribute.value === "content-type") gotPragma = true;
    } else if (attribute.name === "content") {
      const label = extractCharsetFromContent(attribute.value);
      if (label !== null && charset === null) {
        charset = encodingForLabel(label) ?? "failure";
        needPragma = true;
      }
    } else if (attribute.name === "charset") {
      if (charset === null) {
        charset = encodingForLabel(attribute.value) ?? "failure";
        needPragma = false;
      }
    }
  }
  if (cursor.position >= bytes.length) return undefined;
  if (needPragma === null || (needPragma && !gotPragma) || charset === null || charset === "failure")
    return null;
  // A byte-oriented prescan cannot have found a UTF-16 document: the declaration is wrong.
  if (charset === "utf-16le" || charset === "utf-16be") return "utf-8";
  // The HTML standard's prescan reads a declared x-user-defined as windows-1252.
  if (charset === "x-user-defined") return "windows-1252";
  return charset;
}

/** The WHATWG "get an attribute" step; advances the cursor. Names and values are lower-cased. */
function getAttribute(bytes: Uint8Array, cursor: { position: number }): Attribute | null {
  const end = bytes.length;
  while (cursor.position < end && (isSpace(bytes[cursor.position]) || bytes[cursor.position] === SLASH)) {
    cursor.position++;
  }
  if (cursor.position >= end || bytes[cursor.position] === GT) return null;
  let name = "";
  let value = "";
  // The name.
  for (;;) {
    if (cursor.position >= end) return null;
    const byte = bytes[cursor.position]!;
    if (byte === EQUALS && name !== "") {
      cursor.position++;
      break;
    }
    if (isSpace(byte)) {
      while (cursor.position < end && isSpace(bytes[cursor.position])) cursor.position++;
      if (bytes[cursor.position] !== EQUALS) return { name, value };
      cursor.position++;
      break;
    }
    if (byte === SLASH || byte === GT) return { name, value };
    name += lowerChar(byte);
    cursor.position++;
  }
  // The value.
  while (cursor.position < end && isSpace(bytes[cursor.position])) cursor.position++;
  if (cursor.position >= end) return null;
  const first = bytes[cursor.position]!;
  if (first === QUOTE || first === APOSTROPHE) {
    for (;;) {
      cursor.position++;
      if (cursor.position >= end) return null;
      const byte = bytes[cursor.position]!;
      if (byte === first) {
        cursor.position++;
        return { name, value };
      }
      value += lowerChar(byte);
    }
  }
  if (first === GT) return { name, value };
  for (;;) {
    if (cursor.position >= end) return null;
    const byte = bytes[cursor.position]!;
    if (isSpace(byte) || byte === GT) return { name, value };
    value += lowerChar(byte);
    cursor.position++;
  }
}

/** The WHATWG "algorithm for extracting a character encoding from a meta element" (returns the label). */
export function extractCharsetFromContent(content: string): string | null {
  const lower = content.toLowerCase();
  let position = 0;
  for (;;) {
    const found = lower.indexOf("charset", position);
    if (found === -1) return null;
    position = found + "charset".length;
    while (position < lower.length && isSpace(lower.charCodeAt(position))) position++;
    if (lower[position] !== "=") continue;
    position++;
    while (position < lower.length && isSpace(lower.charCodeAt(position))) position++;
    const next = content[position];
    if (next === undefined) return null;
    if (next === '"' || next === "'") {
      const close = content.indexOf(next, position + 1);
      return close === -1 ? null : content.slice(position + 1, close);
    }
    let stop = position;
    while (stop < content.length && !isSpace(content.charCodeAt(stop)) && content[stop] !== ";") stop++;
    return content.slice(position, stop);
  }
}

function indexOfCommentEnd(bytes: Uint8Array, from: number): number {
  for (let index = from + 2; index < bytes.length; index++) {
    if (bytes[index] === GT && bytes[index - 1] === DASH && bytes[index - 2] === DASH) return index;
  }
  return -1;
}

function isEndTagStart(bytes: Uint8Array, position: number): boolean {
  return bytes[position + 1] === SLASH && isAsciiLetter(bytes[position + 2]);
}

function startsWith(bytes: Uint8Array, position: number, text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    if (bytes[position + index] !== text.charCodeAt(index)) return false;
  }
  return true;
}

function startsWithIgnoringCase(bytes: Uint8Array, position: number, lowerText: string): boolean {
  for (let index = 0; index < lowerText.length; index++) {
    const byte = bytes[position + index];
    if (byte === undefined || lowerChar(byte) !== lowerText[index]) return false;
  }
  return true;
}

function lowerChar(byte: number): string {
  return String.fromCharCode(byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte);
}

function isSpace(byte: number | undefined): boolean {
  return byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x20;
}

function isSpaceOrSlash(byte: number | undefined): boolean {
  return isSpace(byte) || byte === SLASH;
}

function isAsciiLetter(byte: number | undefined): boolean {
  return byte !== undefined && ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a));
}
