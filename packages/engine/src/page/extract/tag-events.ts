import type { QuoteType, TokenizerCallbacks } from "htmlparser2";
import { AttributeList } from "./attribute-list";
import { tokenizeHtml } from "./html-tokenizer";
import { SVG_TAG_NAME_ADJUSTMENTS } from "./parser-rules";
import { type TagInfo, tagInfo, tagInfoAt } from "./tag-info";

/** What `emitTagEvents` reports, in document order. */
export interface TagEventHandler {
  /** A start tag, after its attributes. `attributes` is reused: read it during the call only. */
  openTag(tag: TagInfo, attributes: AttributeList): void;
  /** An element closes (explicitly, implicitly, or at the end of the document). */
  closeTag(tag: TagInfo): void;
  /**
   * Text `source.slice(start, end)`. Decoded character references arrive as
   * their own small `source`; the range can be empty (an empty CDATA section in SVG).
   */
  text(source: string, start: number, end: number): void;
}

/**
 * Which attributes a handler reads: all of them for tags where `readsAll` is true,
 * else only those named in `names` (lower case). Others are skipped unread, which
 * changes nothing for the handler: a name's first occurrence still wins.
 */
export interface AttributeNeeds {
  readsAll(tag: TagInfo): boolean;
  names: readonly string[];
}

// What `NameTable.find` answers for a name it cannot judge from ASCII characters, and for one not listed.
const UNKNOWN = 0;
const NOT_LISTED = 1;
const NAME_SLOTS = 128;

/**
 * The attribute names a handler reads, found from the characters of a name in the HTML, in any
 * ASCII case, without slicing and lower-casing it: open addressing on the length and the first and
 * last characters, lower-cased. A name with other characters there, or met while comparing, is
 * left to the caller: `toLowerCase` maps one of them, the Kelvin sign, to an ASCII letter.
 */
class NameTable {
  private readonly slots: (string | undefined)[] = new Array(NAME_SLOTS);

  constructor(names: readonly string[]) {
    if (names.length > NAME_SLOTS / 2)
      throw new Error(`At most ${NAME_SLOTS / 2} attribute names can be read`);
    for (const name of names) {
      if (!/^[!-~]+$/.test(name) || name !== name.toLowerCase()) {
        throw new Error(`Not a lower-case name of printable ASCII: ${name}`);
      }
      let slot = nameSlot(name.length, name.charCodeAt(0), name.charCodeAt(name.length - 1));
      while (this.slots[slot] !== undefined) slot = (slot + 1) & (NAME_SLOTS - 1);
      this.slots[slot] = name;
    }
  }

  /** The listed name `html.slice(start, end)` lower-cases to, NOT_LISTED, or UNKNOWN (not ASCII). */
  find(html: string, start: number, end: number): string | typeof UNKNOWN | typeof NOT_LISTED {
    if (start === end) return NOT_LISTED;
    const first = html.charCodeAt(start);
    const last = html.charCodeAt(end - 1);
    if (first >= 0x80 || last >= 0x80) return UNKNOWN;
    for (let slot = nameSlot(end - start, first, last); ; slot = (slot + 1) & (NAME_SLOTS - 1)) {
      const name = this.slots[slot];
      if (name === undefined) return NOT_LISTED;
      if (name.length !== end - start) continue;
      const same = compareLowerCased(name, html, start);
      if (same !== DIFFERENT) return same === SAME ? name : UNKNOWN;
    }
  }
}

function nameSlot(length: number, first: number, last: number): number {
  return Math.imul(length ^ (asciiLower(first) << 8) ^ (asciiLower(last) << 16), 0x9e3779b1) >>> 25;
}

function asciiLower(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
}

const SAME = 0;
const DIFFERENT = 1;
const NOT_ASCII = 2;

// Whether `text` at `start` holds `name` in any ASCII case (as long as `name`), or a character beyond ASCII first.
function compareLowerCased(name: string, text: string, start: number): number {
  for (let i = 0; i < name.length; i++) {
    const c = text.charCodeAt(start + i);
    if (c >= 0x80) return NOT_ASCII;
    if (asciiLower(c) !== name.charCodeAt(i)) return DIFFERENT;
  }
  return SAME;
}

const nameTables = new WeakMap<AttributeNeeds, NameTable>();

function nameTableOf(needs: AttributeNeeds): NameTable {
  let table = nameTables.get(needs);
  if (table === undefined) {
    table = new NameTable(needs.names);
    nameTables.set(needs, table);
  }
  return table;
}

// Foreign-content contexts of the Parser.
const HTML = 0;
const SVG = 1;
const MATHML = 2;

/**
 * The most elements open at once. Chromium's parser builds no tree deeper than 512 elements
 * (`kMaximumHTMLParserDOMTreeDepth`): a page nested deeper is read as it renders there, and a
 * page of a million nested `<div>`s (5 MB) no longer takes 600 MB to read.
 */
export const MAX_OPEN_ELEMENTS = 512;

/**
 * htmlparser2's `Parser` (HTML mode, lower-cased names, entities decoded)
 * reduced to the element bookkeeping, on top of `tokenizeHtml` (which calls
 * back exactly as htmlparser2's `Tokenizer` does, several times faster; see
 * docs/decisions/018-own-html-tokenizer.md). It produces
 * the same open/close/text events as the `Parser` — same implicit closes
 * (`OPEN_IMPLIES_CLOSE`), void elements, ignored nested `<form>`, `</p>` and
 * `</br>` quirks, SVG/MathML foreign contexts and end-of-document closes —
 * but keeps its stack innermost-last (push/pop instead of unshift/shift),
 * builds no attribute object per tag and slices text only on demand.
 */
class TagEvents implements TokenizerCallbacks {
  /** Open elements, innermost last (names for `lastIndexOf`, infos alongside). */
  private readonly stack: string[] = [];
  private readonly infos: TagInfo[] = [];
  private readonly foreign: number[] = [HTML];
  /** How many `form` elements are open (the Parser ignores a nested `<form>`). */
  private openForms = 0;
  /** The start tag being read; null when none or ignored (a nested form). */
  private tag: TagInfo | null = null;
  /** False while reading an ignored tag's attributes (the Parser's `attribs === null`). */
  private collecting = false;
  private readonly attributes = new AttributeList();
  /** Whether the current tag's attributes are all read, and whether the current attribute is skipped. */
  private readAll = true;
  private skipping = false;
  /** `needs.names`, found from an attribute name's characters. */
  private readonly namesRead: NameTable | null;

  constructor(
    private readonly html: string,
    private readonly handler: TagEventHandler,
    private readonly needs: AttributeNeeds | null,
  ) {
    this.namesRead = needs ? nameTableOf(needs) : null;
  }

  isInForeignContext(): boolean {
    return this.foreign[this.foreign.length - 1] !== HTML;
  }

  private readTagName(start: number, end: number): string {
    const name = this.html.slice(start, end).toLowerCase();
    const context = this.foreign[this.foreign.length - 1];
    if (context === SVG) return SVG_TAG_NAME_ADJUSTMENTS.get(name) ?? name;
    // A closing tag like </foreignobject> inside its own HTML content matches the adjusted name.
    if (this.foreign.length > 1) {
      const adjusted = SVG_TAG_NAME_ADJUSTMENTS.get(name);
      if (adjusted !== undefined && this.stack.includes(adjusted)) return adjusted;
    }
    if (context === HTML) return name === "image" ? "img" : name;
    return name;
  }

  /**
   * `tagInfo(readTagName(…))`, without slicing when the name is known: outside SVG and MathML
   * (no foreign context open) the name is only lower-cased, and "image" becomes "img".
   */
  private readTag(start: number, end: number): TagInfo {
    if (this.foreign.length === 1) {
      const known = tagInfoAt(this.html, start, end);
      if (known !== undefined) return known.name === "image" ? tagInfo("img") : known;
    }
    return tagInfo(this.readTagName(start, end));
  }

  private openElement(tag: TagInfo): void {
    const name = tag.name;
    if (name === "form" && this.openForms > 0) {
      this.tag = null;
      this.collecting = false;
      return;
    }
    this.tag = tag;
    const impliesClose = tag.impliesClose;
    if (impliesClose) {
      while (this.stack.length > 0 && impliesClose.has(this.stack[this.stack.length - 1]!)) {
        this.popElement();
      }
    }
    if (!tag.isVoid) {
      // Past the deepest nesting a browser builds, the innermost element is closed first, so the
      // new one opens beside it: the open elements, and what each costs, stay bounded.
      if (this.stack.length >= MAX_OPEN_ELEMENTS) this.popElement();
      this.stack.push(name);
      this.infos.push(tag);
      if (name === "form") this.openForms++;
      if (name === "svg") this.foreign.push(SVG);
      else if (name === "math") this.foreign.push(MATHML);
      else if (tag.integration) this.foreign.push(HTML);
    }
    this.collecting = true;
    this.readAll = this.needs === null || this.needs.readsAll(tag);
    this.attributes.reset(this.html);
  }

  private endOpenTag(): void {
    const tag = this.tag;
    if (tag === null) return; // an ignored nested <form>: no events
    if (this.collecting) {
      this.collecting = false;
      this.handler.openTag(tag, this.attributes);
    }
    if (tag.isVoid) this.handler.closeTag(tag);
    this.tag = null;
  }

  private popElement(): void {
    const name = this.stack.pop()!;
    const tag = this.infos.pop()!;
    if (name === "form") this.openForms--;
    if (name === "svg" || name === "math" || tag.integration) this.foreign.pop();
    this.handler.closeTag(tag);
  }

  private closeCurrentTag(): void {
    const tag = this.tag;
    this.endOpenTag();
    if (tag !== null && this.stack[this.stack.length - 1] === tag.name) this.popElement();
  }

  ontext(start: number, end: number): void {
    this.handler.text(this.html, start, end);
  }

  ontextentity(codePoint: number): void {
    const text = String.fromCodePoint(codePoint);
    this.handler.text(text, 0, text.length);
  }

  onopentagname(start: number, end: number): void {
    this.openElement(this.readTag(start, end));
  }

  onopentagend(): void {
    this.endOpenTag();
  }

  onselfclosingtag(): void {
    // HTML mode honours "/>" only in SVG and MathML.
    if (this.isInForeignContext()) this.closeCurrentTag();
    else this.endOpenTag();
  }

  onclosetag(start: number, end: number): void {
    const tag = this.readTag(start, end);
    const name = tag.name;
    if (!tag.isVoid) {
      const at = this.stack.lastIndexOf(name);
      if (at !== -1) {
        while (this.stack.length > at) this.popElement();
      } else if (name === "p") {
        // </p> without an open <p> is an empty paragraph.
        this.openElement(tagInfo("p"));
        this.closeCurrentTag();
      }
    } else if (name === "br") {
      // </br> is a <br>.
      this.attributes.reset(this.html);
      const br = tagInfo("br");
      this.handler.openTag(br, this.attributes);
      this.handler.closeTag(br);
    }
  }

  onattribname(start: number, end: number): void {
    if (!this.collecting) return;
    // A name read is the table's own string: no slice, and later comparisons of it are cheap.
    const found = this.namesRead === null ? UNKNOWN : this.namesRead.find(this.html, start, end);
    if (typeof found === "string") {
      this.skipping = false;
      this.attributes.startName(found);
      return;
    }
    if (found === NOT_LISTED && !this.readAll) {
      this.skipping = true;
      return;
    }
    const name = this.html.slice(start, end).toLowerCase();
    this.skipping = !this.readAll && !this.needs!.names.includes(name);
    if (!this.skipping) this.attributes.startName(name);
  }

  onattribdata(start: number, end: number): void {
    if (this.collecting && !this.skipping) this.attributes.addData(start, end);
  }

  onattribentity(codePoint: number): void {
    if (this.collecting && !this.skipping) this.attributes.addText(String.fromCodePoint(codePoint));
  }

  onattribend(_quote: QuoteType): void {
    this.attributes.end(this.collecting && !this.skipping);
  }

  oncdata(start: number, end: number, endOffset: number): void {
    // In HTML, CDATA is text only in foreign content; elsewhere it is a comment.
    if (this.isInForeignContext()) this.handler.text(this.html, start, end - endOffset);
  }

  oncomment(): void {}
  ondeclaration(): void {}
  onprocessinginstruction(): void {}

  onend(): void {
    for (let i = this.infos.length - 1; i >= 0; i--) this.handler.closeTag(this.infos[i]!);
  }
}

/**
 * Tokenises `html` with `tokenizeHtml` (htmlparser2's `Tokenizer`, re-done for
 * speed and checked against it by html-tokenizer.test.ts) and reports the elements and
 * text to `handler` exactly as htmlparser2's `Parser` would (HTML mode,
 * lower-cased names, decoded entities), at a fraction of its cost.
 */
export function emitTagEvents(
  html: string,
  handler: TagEventHandler,
  needs: AttributeNeeds | null = null,
): void {
  tokenizeHtml(html, new TagEvents(html, handler, needs));
}
