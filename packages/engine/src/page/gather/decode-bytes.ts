/**
 * What bytes 0x80–0x9F mean in windows-1252 (WHATWG index). The five
 * undefined bytes map to the C1 control of the same number, as in browsers.
 */
const WINDOWS_1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const C1_CONTROLS = /[\u0080-\u009f]/g;

/**
 * `new TextDecoder(encoding).decode(bytes)`, replacing undecodable bytes with
 * U+FFFD, with one repair: Node 20's TextDecoder decodes "windows-1252" as
 * ISO-8859-1, turning € “ ” — and friends (bytes 0x80–0x9F) into invisible C1
 * controls. Those are mapped back; on a fixed runtime the mapping changes
 * nothing, since correct windows-1252 output has no C1 controls except the
 * five that map to themselves.
 */
export function decodeBytes(bytes: Uint8Array, encoding: string): string {
  const text = new TextDecoder(encoding, { fatal: false }).decode(bytes);
  if (encoding !== "windows-1252") return text;
  return text.replace(C1_CONTROLS, (control) => WINDOWS_1252_HIGH[control.charCodeAt(0) - 0x80]!);
}
