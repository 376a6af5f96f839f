import { decodeBytes } from "./decode-bytes.js";
import { type CharsetChoice, sniffCharset } from "./sniff-charset.js";

export interface DecodedHtml {
  html: string;
  charset: CharsetChoice;
}

/**
 * Decodes an HTML body to text with the encoding `sniffCharset` picks. Never
 * throws: undecodable bytes become U+FFFD, as in browsers. A byte order mark
 * matching the encoding is dropped.
 */
export function decodeHtml(bytes: Uint8Array, headerCharset: string | null): DecodedHtml {
  const charset = sniffCharset(bytes, headerCharset);
  const html = decodeBytes(bytes, charset.name);
  return { html, charset };
}
