/**
 * Character classes and the byte sequences htmlparser2 12.0.0's `Tokenizer`
 * matches (HTML mode), copied so that `html-tokenizer.ts` reproduces its
 * matching byte for byte — including its quirks: a sequence byte matches a
 * character `c` when `(c | 0x20)` equals it, so inside raw text "\x1c" counts
 * as "<" and "\x0f" as "/", exactly as in htmlparser2.
 */

export const LT = 0x3c; // <
export const GT = 0x3e; // >
export const AMP = 0x26; // &
export const SLASH = 0x2f; // /
export const DASH = 0x2d; // -
export const EQ = 0x3d; // =
export const BANG = 0x21; // !
export const QUESTION = 0x3f; // ?
export const DOUBLE_QUOTE = 0x22; // "
export const SINGLE_QUOTE = 0x27; // '
export const OPENING_SQUARE_BRACKET = 0x5b; // [

export function isWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d;
}

/** "/", ">" or whitespace: what ends a tag or attribute name. */
export function isEndOfTagSection(c: number): boolean {
  return c === SLASH || c === GT || isWhitespace(c);
}

export function isAsciiAlpha(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}

function bytes(text: string): Uint8Array {
  return Uint8Array.from(text, (ch) => ch.charCodeAt(0));
}

/** Sequences compared by identity, as htmlparser2 does (`currentSequence === Sequences.X`). */
export const Sequences = {
  Empty: new Uint8Array(0),
  Cdata: bytes("CDATA["),
  CdataEnd: bytes("]]>"),
  CommentEnd: bytes("--!>"),
  Doctype: bytes("doctype"),
  IframeEnd: bytes("</iframe"),
  NoembedEnd: bytes("</noembed"),
  NoframesEnd: bytes("</noframes"),
  Plaintext: bytes("</plaintext"),
  ScriptEnd: bytes("</script"),
  StyleEnd: bytes("</style"),
  TitleEnd: bytes("</title"),
  TextareaEnd: bytes("</textarea"),
  XmpEnd: bytes("</xmp"),
} as const;

/**
 * The special (raw-text, RCDATA, plaintext) sequence to try for a start tag,
 * by the lower-cased first letter of its name (`c | 0x20`, below 128 for ASCII
 * letters); index 2 of each sequence is that letter. style, textarea and
 * noframes are reached from script, title and noembed. An array, not a Map:
 * it is read at every start tag.
 */
export const SPECIAL_START_SEQUENCES: readonly (Uint8Array | undefined)[] = (() => {
  const table = new Array<Uint8Array | undefined>(128).fill(undefined);
  for (const sequence of [
    Sequences.IframeEnd,
    Sequences.NoembedEnd,
    Sequences.Plaintext,
    Sequences.ScriptEnd,
    Sequences.TitleEnd,
    Sequences.XmpEnd,
  ]) {
    table[sequence[2]!] = sequence;
  }
  return table;
})();
