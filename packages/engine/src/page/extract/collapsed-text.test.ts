import { describe, expect, it } from "vitest";
import { CollapsedText, isWhitespace, TextPiece } from "./collapsed-text";

const plain = (text: string) => text.replace(/\s+/g, " ").trim();
const blocks = (text: string) => text.replace(/\s+/g, (run) => (run.includes("\n") ? "\n" : " ")).trim();

function streamed(pieces: string[], asBlocks: boolean, short = false): string {
  const out = new CollapsedText(asBlocks, short);
  const piece = new TextPiece();
  for (const p of pieces) {
    if (p === "<br>") out.appendNewline();
    else out.append(piece.set(`[${p}]`, 1, p.length + 1));
  }
  return out.value;
}

// Deterministic pseudo-random pieces mixing words and every kind of whitespace.
function randomPieces(seed: number): string[] {
  const alphabet = [
    "a",
    "bc",
    "é",
    " ",
    " ",
    "\n",
    "\t",
    "\r",
    "\u00a0",
    "\u2003",
    "\ufeff",
    "\u200b",
    "<br>",
  ];
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s;
  };
  const pieces: string[] = [];
  for (let i = next() % 8; i >= 0; i--) {
    let p = "";
    for (let j = next() % 6; j >= 0; j--) p += alphabet[next() % alphabet.length];
    pieces.push(...p.split(/(<br>)/).filter((x) => x !== ""));
  }
  return pieces;
}

describe("isWhitespace", () => {
  it("agrees with \\s on every UTF-16 code unit", () => {
    const wrong: number[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      if (isWhitespace(c) !== /\s/.test(String.fromCharCode(c))) wrong.push(c);
    }
    expect(wrong).toEqual([]);
  });
});

describe("CollapsedText", () => {
  it("collapses runs across pieces like the regex on the joined text", () => {
    expect(streamed(["  a \n", "\t b", "c  ", " ", "d"], false)).toBe("a bc d");
    expect(streamed(["  a ", "<br>", " b", "c  ", "<br>"], true)).toBe("a\nbc");
    expect(streamed(["a\u00a0\u00a0b", "\r\n", "c"], true)).toBe("a b\nc");
  });

  it("matches the regex definitions on random pieces", () => {
    for (let seed = 1; seed < 3000; seed++) {
      const pieces = randomPieces(seed);
      const joined = pieces.map((p) => (p === "<br>" ? "\n" : p)).join("");
      expect(streamed(pieces, true), JSON.stringify(pieces)).toBe(blocks(joined));
      expect(streamed(pieces, false), JSON.stringify(pieces)).toBe(plain(joined));
      // A short text, one growing string, is the same text.
      expect(streamed(pieces, true, true), JSON.stringify(pieces)).toBe(blocks(joined));
      expect(streamed(pieces, false, true), JSON.stringify(pieces)).toBe(plain(joined));
    }
  });

  it("reuses one instance, short or not, after reset; a short one takes no marks", () => {
    for (const short of [false, true]) {
      const text = new CollapsedText(false, short);
      text.append(new TextPiece().set(" first  text ", 0, 13));
      expect(text.value).toBe("first text");
      text.reset().append(new TextPiece().set(" second ", 0, 8));
      expect([text.value, text.empty]).toEqual(["second", false]);
    }
    expect(() => new CollapsedText(false, true).mark()).toThrow(/no marks/);
  });

  it("tells whether any text other than whitespace was appended", () => {
    const text = new CollapsedText(true);
    expect(text.empty).toBe(true);
    text.append(new TextPiece().set("  ", 0, 2));
    text.appendNewline();
    expect(text.empty).toBe(true);
    text.append(new TextPiece().set(" a ", 0, 3));
    expect(text.empty).toBe(false);
  });

  it("gives the text between two marks, until its value is read", () => {
    const text = new CollapsedText(true);
    text.append(new TextPiece().set("before ", 0, 7));
    const start = text.mark();
    text.append(new TextPiece().set(" the  block ", 0, 12));
    const end = text.mark();
    text.append(new TextPiece().set("after", 0, 5));
    expect(text.slice(start, end)).toBe("the block");
    expect(text.value).toBe("before the block after");
    expect(() => text.slice(start, end)).toThrow(/marks are gone/);
  });
});
