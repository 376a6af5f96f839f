import { type QuoteType, Tokenizer, type TokenizerCallbacks } from "htmlparser2";
import { AttributeList } from "./attribute-list";
import {
  HTML_INTEGRATION_ELEMENTS,
  OPEN_IMPLIES_CLOSE,
  SVG_TAG_NAME_ADJUSTMENTS,
  VOID_ELEMENTS,
} from "./parser-rules";

/** What `emitTagEvents` reports, in document order. */
export interface TagEventHandler {
  /** A start tag, after its attributes. `attributes` is reused: read it during the call only. */
  openTag(name: string, attributes: AttributeList): void;
  /** An element closes (explicitly, implicitly, or at the end of the document). */
  closeTag(name: string): void;
  /**
   * Text `source.slice(start, end)`. Decoded character references arrive as
   * their own small `source`; the range can be empty (an empty CDATA section in SVG).
   */
  text(source: string, start: number, end: number): void;
}

// Foreign-content contexts of the Parser.
const HTML = 0;
const SVG = 1;
const MATHML = 2;

/**
 * htmlparser2's `Parser` (HTML mode, lower-cased names, entities decoded)
 * reduced to the element bookkeeping, on top of its `Tokenizer`. It produces
 * the same open/close/text events as the `Parser` — same implicit closes
 * (`OPEN_IMPLIES_CLOSE`), void elements, ignored nested `<form>`, `</p>` and
 * `</br>` quirks, SVG/MathML foreign contexts and end-of-document closes —
 * but keeps its stack innermost-last (push/pop instead of unshift/shift),
 * builds no attribute object per tag and slices text only on demand.
 */
class TagEvents implements TokenizerCallbacks {
  /** Open element names, innermost last. */
  private readonly stack: string[] = [];
  private readonly foreign: number[] = [HTML];
  /** How many `form` elements are open (the Parser ignores a nested `<form>`). */
  private openForms = 0;
  private tagName = "";
  /** False while reading an ignored tag's attributes (the Parser's `attribs === null`). */
  private collecting = false;
  private readonly attributes = new AttributeList();

  constructor(
    private readonly html: string,
    private readonly handler: TagEventHandler,
  ) {}

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

  private openElement(name: string): void {
    this.tagName = name;
    if (name === "form" && this.openForms > 0) {
      this.tagName = "";
      this.collecting = false;
      return;
    }
    const impliesClose = OPEN_IMPLIES_CLOSE.get(name);
    if (impliesClose) {
      while (this.stack.length > 0 && impliesClose.has(this.stack[this.stack.length - 1]!)) {
        this.popElement();
      }
    }
    if (!VOID_ELEMENTS.has(name)) {
      this.stack.push(name);
      if (name === "form") this.openForms++;
      if (name === "svg") this.foreign.push(SVG);
      else if (name === "math") this.foreign.push(MATHML);
      else if (HTML_INTEGRATION_ELEMENTS.has(name)) this.foreign.push(HTML);
    }
    this.collecting = true;
    this.attributes.reset(this.html);
  }

  private endOpenTag(): void {
    const name = this.tagName;
    if (this.collecting) {
      this.collecting = false;
      this.handler.openTag(name, this.attributes);
    }
    if (VOID_ELEMENTS.has(name)) this.handler.closeTag(name);
    this.tagName = "";
  }

  private popElement(): void {
    const name = this.stack.pop()!;
    if (name === "form") this.openForms--;
    if (name === "svg" || name === "math" || HTML_INTEGRATION_ELEMENTS.has(name)) this.foreign.pop();
    this.handler.closeTag(name);
  }

  private closeCurrentTag(): void {
    const name = this.tagName;
    this.endOpenTag();
    if (this.stack[this.stack.length - 1] === name) this.popElement();
  }

  ontext(start: number, end: number): void {
    this.handler.text(this.html, start, end);
  }

  ontextentity(codePoint: number): void {
    const text = String.fromCodePoint(codePoint);
    this.handler.text(text, 0, text.length);
  }

  onopentagname(start: number, end: number): void {
    this.openElement(this.readTagName(start, end));
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
    const name = this.readTagName(start, end);
    if (!VOID_ELEMENTS.has(name)) {
      const at = this.stack.lastIndexOf(name);
      if (at !== -1) {
        while (this.stack.length > at) this.popElement();
      } else if (name === "p") {
        // </p> without an open <p> is an empty paragraph.
        this.openElement("p");
        this.closeCurrentTag();
      }
    } else if (name === "br") {
      // </br> is a <br>.
      this.attributes.reset(this.html);
      this.handler.openTag("br", this.attributes);
      this.handler.closeTag("br");
    }
  }

  onattribname(start: number, end: number): void {
    if (this.collecting) this.attributes.startName(this.html.slice(start, end).toLowerCase());
  }

  onattribdata(start: number, end: number): void {
    if (this.collecting) this.attributes.addData(start, end);
  }

  onattribentity(codePoint: number): void {
    if (this.collecting) this.attributes.addText(String.fromCodePoint(codePoint));
  }

  onattribend(_quote: QuoteType): void {
    this.attributes.end(this.collecting);
  }

  oncdata(start: number, end: number, endOffset: number): void {
    // In HTML, CDATA is text only in foreign content; elsewhere it is a comment.
    if (this.isInForeignContext()) this.handler.text(this.html, start, end - endOffset);
  }

  oncomment(): void {}
  ondeclaration(): void {}
  onprocessinginstruction(): void {}

  onend(): void {
    for (let i = this.stack.length - 1; i >= 0; i--) this.handler.closeTag(this.stack[i]!);
  }
}

/**
 * Tokenises `html` with htmlparser2's `Tokenizer` and reports the elements and
 * text to `handler` exactly as htmlparser2's `Parser` would (HTML mode,
 * lower-cased names, decoded entities), at a fraction of its cost.
 */
export function emitTagEvents(html: string, handler: TagEventHandler): void {
  const tokenizer = new Tokenizer({ decodeEntities: true }, new TagEvents(html, handler));
  tokenizer.write(html);
  tokenizer.end();
}
