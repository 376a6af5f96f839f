/**
 * `new TextDecoder(encoding).decode(bytes)`, replacing undecodable bytes with
 * U+FFFD. (Node 20 decoded "windows-1252" as ISO-8859-1 and needed a repair
 * for bytes 0x80–0x9F; Node 24 decodes it as the WHATWG standard says, which
 * decode-bytes.test.ts pins.)
 */
export function decodeBytes(bytes: Uint8Array, encoding: string): string {
  return new TextDecoder(encoding, { fatal: false }).decode(bytes);
}
