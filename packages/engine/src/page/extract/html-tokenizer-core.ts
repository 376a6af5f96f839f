import { DecodingMode, EntityDecoder, htmlDecodeTree } from "entities/decode";
import type { TokenizerCallbacks } from "htmlparser2";
import { AMP, isEndOfTagSection, isWhitespace, Sequences } from "./html-tokenizer-sequences";
import {
  AFTER_ATTRIBUTE_NAME,
  BEFORE_ATTRIBUTE_NAME,
  BEFORE_ATTRIBUTE_VALUE,
  BEFORE_COMMENT,
  BEFORE_DECLARATION,
  CDATA_SEQUENCE,
  DECLARATION_SEQUENCE,
  IN_ATTRIBUTE_NAME,
  IN_ATTRIBUTE_VALUE_DQ,
  IN_ATTRIBUTE_VALUE_NQ,
  IN_ATTRIBUTE_VALUE_SQ,
  IN_CLOSING_TAG_NAME,
  IN_COMMENT_LIKE,
  IN_DECLARATION,
  IN_ENTITY,
  IN_PLAIN_TEXT,
  IN_SPECIAL_COMMENT,
  IN_SPECIAL_TAG,
  IN_TAG_NAME,
  TEXT,
} from "./html-tokenizer-states";

/**
 * What every state of `HtmlTokenizer` shares: htmlparser2's tokenizer fields,
 * moving through the input, character references (through `entities`'
 * `EntityDecoder`, as htmlparser2 drives it) and the end of input, where
 * htmlparser2 flushes, drops or reports what was being read.
 */
export abstract class TokenizerCore {
  protected state = TEXT;
  protected sectionStart = 0;
  protected index = 0;
  protected entityStart = 0;
  protected baseState = TEXT;
  protected isSpecial = false;
  protected currentSequence: Uint8Array = Sequences.Empty;
  protected sequenceIndex = 0;
  /** The first "&" at or after the last search (`length` when none): found once, reused until passed. */
  protected nextAmp = -1;
  protected readonly length: number;
  protected readonly entityDecoder: EntityDecoder;

  constructor(
    protected readonly html: string,
    protected readonly cbs: TokenizerCallbacks,
  ) {
    this.length = html.length;
    this.entityDecoder = new EntityDecoder(htmlDecodeTree, (cp, consumed) =>
      this.emitCodePoint(cp, consumed),
    );
  }

  /**
   * htmlparser2's `fastForwardTo`: moves to the next `ch` after the current
   * character, or to the last character when there is none.
   */
  protected fastForwardTo(ch: string): boolean {
    const at = this.html.indexOf(ch, this.index + 1);
    if (at === -1) {
      this.index = this.length - 1;
      return false;
    }
    this.index = at;
    return true;
  }

  /** The first "&" at or after `from`, or `length`. */
  protected ampFrom(from: number): number {
    if (this.nextAmp < from) {
      const at = this.html.indexOf("&", from);
      this.nextAmp = at === -1 ? this.length : at;
    }
    return this.nextAmp;
  }

  /**
   * Moves to the next character for the state just set, as the main loop
   * would; false (staying put, so the loop ends) at the end of input.
   */
  protected next(): boolean {
    if (this.index + 1 >= this.length) return false;
    this.index++;
    return true;
  }

  /** Moves to the next "/", ">" or whitespace at or after the current character; false at the end of input. */
  protected skipToEndOfTagSection(): boolean {
    const html = this.html;
    const length = this.length;
    let i = this.index;
    while (i < length && !isEndOfTagSection(html.charCodeAt(i))) i++;
    if (i === length) {
      this.index = length - 1;
      return false;
    }
    this.index = i;
    return true;
  }

  /** Moves to the next non-whitespace character at or after the current one; false at the end of input. */
  protected skipWhitespace(): boolean {
    const html = this.html;
    const length = this.length;
    let i = this.index;
    while (i < length && isWhitespace(html.charCodeAt(i))) i++;
    if (i === length) {
      this.index = length - 1;
      return false;
    }
    this.index = i;
    return true;
  }

  protected startEntity(): void {
    this.baseState = this.state;
    this.state = IN_ENTITY;
    this.entityStart = this.index;
    this.entityDecoder.startEntity(
      this.baseState === TEXT || this.baseState === IN_SPECIAL_TAG
        ? DecodingMode.Legacy
        : DecodingMode.Attribute,
    );
    if (this.next()) this.stateInEntity();
  }

  protected stateInEntity(): void {
    const length = this.entityDecoder.write(this.html, this.index);
    if (length >= 0) {
      this.state = this.baseState;
      if (length === 0) this.index -= 1;
    } else if (this.index < this.length && this.html.charCodeAt(this.index) === AMP) {
      this.state = this.baseState;
      this.index -= 1;
    } else {
      this.index = this.length - 1;
    }
  }

  protected emitCodePoint(cp: number, consumed: number): void {
    if (this.baseState !== TEXT && this.baseState !== IN_SPECIAL_TAG) {
      if (this.sectionStart < this.entityStart) {
        this.cbs.onattribdata(this.sectionStart, this.entityStart);
      }
      this.sectionStart = this.entityStart + consumed;
      this.index = this.sectionStart - 1;
      this.cbs.onattribentity(cp);
    } else {
      if (this.sectionStart < this.entityStart) {
        this.cbs.ontext(this.sectionStart, this.entityStart);
      }
      this.sectionStart = this.entityStart + consumed;
      this.index = this.sectionStart - 1;
      this.cbs.ontextentity(cp, this.sectionStart);
    }
  }

  /** htmlparser2's `cleanup` at the end of `write`: text or attribute data read so far. */
  protected cleanup(): void {
    if (this.sectionStart === this.index) return;
    const state = this.state;
    if (state === TEXT || state === IN_PLAIN_TEXT || (state === IN_SPECIAL_TAG && this.sequenceIndex === 0)) {
      this.cbs.ontext(this.sectionStart, this.index);
      this.sectionStart = this.index;
    } else if (
      state === IN_ATTRIBUTE_VALUE_DQ ||
      state === IN_ATTRIBUTE_VALUE_SQ ||
      state === IN_ATTRIBUTE_VALUE_NQ
    ) {
      this.cbs.onattribdata(this.sectionStart, this.index);
      this.sectionStart = this.index;
    }
  }

  /** htmlparser2's `end()`. */
  protected finish(): void {
    if (this.state === IN_ENTITY) {
      this.entityDecoder.end();
      this.state = this.baseState;
    }
    this.handleTrailingData();
    this.cbs.onend();
  }

  protected handleTrailingData(): void {
    const endIndex = this.length;
    const state = this.state;
    if (state === IN_COMMENT_LIKE) {
      if (this.currentSequence === Sequences.CdataEnd) {
        // An unclosed CDATA section is a bogus comment from "[CDATA[" on.
        this.cbs.oncomment(this.sectionStart - Sequences.Cdata.length - 1, endIndex, 0);
      } else {
        const offset = Math.min(this.sequenceIndex, Sequences.CommentEnd.length - 1);
        this.cbs.oncomment(this.sectionStart, endIndex, offset);
      }
      return;
    }
    switch (state) {
      case BEFORE_DECLARATION:
      case IN_SPECIAL_COMMENT:
      case BEFORE_COMMENT:
      case CDATA_SEQUENCE:
        this.cbs.oncomment(this.sectionStart, endIndex, 0);
        return;
      case DECLARATION_SEQUENCE:
        if (this.sequenceIndex !== Sequences.Doctype.length) {
          this.cbs.oncomment(this.sectionStart, endIndex, 0);
        }
        return;
      case IN_DECLARATION:
        return;
    }
    if (this.sectionStart >= endIndex) return;
    switch (state) {
      case IN_TAG_NAME:
      case BEFORE_ATTRIBUTE_NAME:
      case BEFORE_ATTRIBUTE_VALUE:
      case AFTER_ATTRIBUTE_NAME:
      case IN_ATTRIBUTE_NAME:
      case IN_ATTRIBUTE_VALUE_SQ:
      case IN_ATTRIBUTE_VALUE_DQ:
      case IN_ATTRIBUTE_VALUE_NQ:
      case IN_CLOSING_TAG_NAME:
        // An unfinished tag is dropped.
        return;
      default:
        this.cbs.ontext(this.sectionStart, endIndex);
    }
  }
}
