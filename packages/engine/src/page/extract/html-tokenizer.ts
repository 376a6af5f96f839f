import { DecodingMode, EntityDecoder, htmlDecodeTree } from "entities/decode";
import type { QuoteType, TokenizerCallbacks } from "htmlparser2";
import {
  AMP,
  BANG,
  DASH,
  DOUBLE_QUOTE,
  EQ,
  GT,
  isAsciiAlpha,
  isEndOfTagSection,
  isWhitespace,
  LT,
  OPENING_SQUARE_BRACKET,
  QUESTION,
  Sequences,
  SINGLE_QUOTE,
  SLASH,
  SPECIAL_START_SEQUENCES,
} from "./html-tokenizer-sequences";

// htmlparser2's states, same numbers (the XML-only processing-instruction state is left out).
const TEXT = 1;
const BEFORE_TAG_NAME = 2;
const IN_TAG_NAME = 3;
const IN_SELF_CLOSING_TAG = 4;
const BEFORE_CLOSING_TAG_NAME = 5;
const IN_CLOSING_TAG_NAME = 6;
const AFTER_CLOSING_TAG_NAME = 7;
const BEFORE_ATTRIBUTE_NAME = 8;
const IN_ATTRIBUTE_NAME = 9;
const AFTER_ATTRIBUTE_NAME = 10;
const BEFORE_ATTRIBUTE_VALUE = 11;
const IN_ATTRIBUTE_VALUE_DQ = 12;
const IN_ATTRIBUTE_VALUE_SQ = 13;
const IN_ATTRIBUTE_VALUE_NQ = 14;
const BEFORE_DECLARATION = 15;
const IN_DECLARATION = 16;
const BEFORE_COMMENT = 18;
const CDATA_SEQUENCE = 19;
const DECLARATION_SEQUENCE = 20;
const IN_SPECIAL_COMMENT = 21;
const IN_COMMENT_LIKE = 22;
const SPECIAL_START_SEQUENCE = 23;
const IN_SPECIAL_TAG = 24;
const IN_PLAIN_TEXT = 25;
const IN_ENTITY = 26;

// htmlparser2's QuoteType values (a type-only import keeps its module out of the bundle path).
const QUOTE_NO_VALUE = 0 as QuoteType;
const QUOTE_UNQUOTED = 1 as QuoteType;
const QUOTE_SINGLE = 2 as QuoteType;
const QUOTE_DOUBLE = 3 as QuoteType;

/**
 * htmlparser2 12.0.0's `Tokenizer` in HTML mode with `decodeEntities: true`,
 * fed the whole document in one `write` and then `end()`: the same states,
 * the same callbacks with the same arguments in the same order — including
 * its oddities at the end of input (e.g. `ontext(-1, end)` after `</a `).
 *
 * It is faster only where skipping is provably a no-op in htmlparser2: where a
 * state ignores every character but a few, it jumps with `indexOf` (text to
 * the next `<` or `&`, quoted values to the quote or `&`, raw text to the next
 * `<`, comments to the next `-`) or runs a tight loop (names, unquoted values)
 * instead of dispatching character by character. Entities are decoded by the
 * `entities` package's `EntityDecoder`, exactly as htmlparser2 drives it.
 * `html-tokenizer.test.ts` compares the callback streams of both.
 */
class HtmlTokenizer {
  private state = TEXT;
  private sectionStart = 0;
  private index = 0;
  private entityStart = 0;
  private baseState = TEXT;
  private isSpecial = false;
  private currentSequence: Uint8Array = Sequences.Empty;
  private sequenceIndex = 0;
  /** The first "&" at or after the last search (`length` when none): found once, reused until passed. */
  private nextAmp = -1;
  private readonly length: number;
  private readonly entityDecoder: EntityDecoder;

  constructor(
    private readonly html: string,
    private readonly cbs: TokenizerCallbacks,
  ) {
    this.length = html.length;
    this.entityDecoder = new EntityDecoder(htmlDecodeTree, (cp, consumed) =>
      this.emitCodePoint(cp, consumed),
    );
  }

  run(): void {
    const html = this.html;
    const length = this.length;
    while (this.index < length) {
      const c = html.charCodeAt(this.index);
      switch (this.state) {
        case TEXT:
          this.stateText(true);
          break;
        case IN_PLAIN_TEXT:
          this.index = length - 1;
          break;
        case SPECIAL_START_SEQUENCE:
          this.stateSpecialStartSequence(c);
          break;
        case IN_SPECIAL_TAG:
          this.stateInSpecialTag(c);
          break;
        case CDATA_SEQUENCE:
          this.stateCdataSequence(c);
          break;
        case DECLARATION_SEQUENCE:
          this.stateDeclarationSequence(c);
          break;
        case IN_ATTRIBUTE_VALUE_DQ:
          this.stateInQuotedAttributeValue(DOUBLE_QUOTE, '"');
          break;
        case IN_ATTRIBUTE_NAME:
          this.stateInAttributeName();
          break;
        case IN_COMMENT_LIKE:
          this.stateInCommentLike(c);
          break;
        case IN_SPECIAL_COMMENT:
          this.stateInSpecialComment(c);
          break;
        case BEFORE_ATTRIBUTE_NAME:
          this.stateBeforeAttributeName(c);
          break;
        case IN_TAG_NAME:
          this.stateInTagName();
          break;
        case IN_CLOSING_TAG_NAME:
          this.stateInClosingTagName();
          break;
        case BEFORE_TAG_NAME:
          this.stateBeforeTagName(c);
          break;
        case AFTER_ATTRIBUTE_NAME:
          this.stateAfterAttributeName(c);
          break;
        case IN_ATTRIBUTE_VALUE_SQ:
          this.stateInQuotedAttributeValue(SINGLE_QUOTE, "'");
          break;
        case BEFORE_ATTRIBUTE_VALUE:
          this.stateBeforeAttributeValue();
          break;
        case BEFORE_CLOSING_TAG_NAME:
          this.stateBeforeClosingTagName(c);
          break;
        case AFTER_CLOSING_TAG_NAME:
          this.stateAfterClosingTagName(c);
          break;
        case IN_ATTRIBUTE_VALUE_NQ:
          this.stateInAttributeValueNoQuotes();
          break;
        case IN_SELF_CLOSING_TAG:
          this.stateInSelfClosingTag(c);
          break;
        case IN_DECLARATION:
          this.stateInDeclaration(c);
          break;
        case BEFORE_DECLARATION:
          this.stateBeforeDeclaration(c);
          break;
        case BEFORE_COMMENT:
          this.stateBeforeComment(c);
          break;
        case IN_ENTITY:
          this.stateInEntity();
          break;
      }
      this.index++;
    }
    this.cleanup();
    this.finish();
  }

  /**
   * htmlparser2's `fastForwardTo`: moves to the next `ch` after the current
   * character, or to the last character when there is none.
   */
  private fastForwardTo(ch: string): boolean {
    const at = this.html.indexOf(ch, this.index + 1);
    if (at === -1) {
      this.index = this.length - 1;
      return false;
    }
    this.index = at;
    return true;
  }

  /** The first "&" at or after `from`, or `length`. */
  private ampFrom(from: number): number {
    if (this.nextAmp < from) {
      const at = this.html.indexOf("&", from);
      this.nextAmp = at === -1 ? this.length : at;
    }
    return this.nextAmp;
  }

  /**
   * Text ignores everything but "<" and "&": jumps to the next one. With
   * `follow`, reads on into the tag (never when re-entered from a tag, so that
   * the calls cannot recurse).
   */
  private stateText(follow: boolean): void {
    const from = this.index;
    const lt = this.html.indexOf("<", from);
    const amp = this.ampFrom(from);
    if (lt !== -1 && lt < amp) {
      this.index = lt;
      if (lt > this.sectionStart) this.cbs.ontext(this.sectionStart, lt);
      this.state = BEFORE_TAG_NAME;
      this.sectionStart = lt;
      if (follow && this.next()) this.stateBeforeTagName(this.html.charCodeAt(this.index));
    } else if (amp < this.length) {
      this.index = amp;
      this.startEntity();
    } else {
      this.index = this.length - 1;
    }
  }

  /**
   * Moves to the next character for the state just set, as the main loop
   * would; false (staying put, so the loop ends) at the end of input.
   */
  private next(): boolean {
    if (this.index + 1 >= this.length) return false;
    this.index++;
    return true;
  }

  private enterTagBody(): void {
    if (this.currentSequence === Sequences.Plaintext) {
      this.currentSequence = Sequences.Empty;
      this.state = IN_PLAIN_TEXT;
    } else if (this.isSpecial) {
      this.state = IN_SPECIAL_TAG;
      this.sequenceIndex = 0;
    } else {
      this.state = TEXT;
    }
  }

  private stateSpecialStartSequence(c: number): void {
    const lower = c | 0x20;
    const sequence = this.currentSequence;
    if (this.sequenceIndex < sequence.length) {
      if (lower === sequence[this.sequenceIndex]) {
        this.sequenceIndex++;
        return;
      }
      if (this.sequenceIndex === 3) {
        if (sequence === Sequences.ScriptEnd && lower === Sequences.StyleEnd[3]) {
          this.currentSequence = Sequences.StyleEnd;
          this.sequenceIndex = 4;
          return;
        }
        if (sequence === Sequences.TitleEnd && lower === Sequences.TextareaEnd[3]) {
          this.currentSequence = Sequences.TextareaEnd;
          this.sequenceIndex = 4;
          return;
        }
      } else if (
        this.sequenceIndex === 4 &&
        sequence === Sequences.NoembedEnd &&
        lower === Sequences.NoframesEnd[4]
      ) {
        this.currentSequence = Sequences.NoframesEnd;
        this.sequenceIndex = 5;
        return;
      }
    } else if (isEndOfTagSection(c)) {
      this.sequenceIndex = 0;
      this.state = IN_TAG_NAME;
      this.stateInTagName();
      return;
    }
    this.isSpecial = false;
    this.currentSequence = Sequences.Empty;
    this.sequenceIndex = 0;
    this.state = IN_TAG_NAME;
    this.stateInTagName();
  }

  private stateCdataSequence(c: number): void {
    if (c === Sequences.Cdata[this.sequenceIndex]) {
      if (++this.sequenceIndex === Sequences.Cdata.length) {
        this.state = IN_COMMENT_LIKE;
        this.currentSequence = Sequences.CdataEnd;
        this.sequenceIndex = 0;
        this.sectionStart = this.index + 1;
      }
    } else {
      this.sequenceIndex = 0;
      this.state = IN_SPECIAL_COMMENT;
      this.stateInSpecialComment(c);
    }
  }

  private emitComment(offset: number): void {
    this.cbs.oncomment(this.sectionStart, this.index, offset);
    this.sequenceIndex = 0;
    this.sectionStart = this.index + 1;
    this.state = TEXT;
  }

  /** Comments end with "-->" or "--!>", CDATA with "]]>" (htmlparser2's matcher, unchanged). */
  private stateInCommentLike(c: number): void {
    const sequence = this.currentSequence;
    if (
      sequence === Sequences.CommentEnd &&
      this.sequenceIndex <= 1 &&
      this.index === this.sectionStart + this.sequenceIndex &&
      c === GT
    ) {
      // "<!-->" and "<!--->".
      this.emitComment(this.sequenceIndex);
    } else if (sequence === Sequences.CommentEnd && this.sequenceIndex === 2 && c === GT) {
      this.emitComment(2);
    } else if (sequence === Sequences.CommentEnd && this.sequenceIndex === sequence.length - 1 && c !== GT) {
      this.sequenceIndex = Number(c === DASH);
    } else if (c === sequence[this.sequenceIndex]) {
      if (++this.sequenceIndex === sequence.length) {
        if (sequence === Sequences.CdataEnd) this.cbs.oncdata(this.sectionStart, this.index, 2);
        else this.cbs.oncomment(this.sectionStart, this.index, 3);
        this.sequenceIndex = 0;
        this.sectionStart = this.index + 1;
        this.state = TEXT;
      }
    } else if (this.sequenceIndex === 0) {
      if (this.fastForwardTo(sequence === Sequences.CdataEnd ? "]" : "-")) this.sequenceIndex = 1;
    } else if (c !== sequence[this.sequenceIndex - 1]) {
      this.sequenceIndex = 0;
    }
  }

  /**
   * Raw text (script, style, xmp, iframe, noembed, noframes) and RCDATA
   * (title, textarea: entities decoded) until the matching end tag.
   */
  private stateInSpecialTag(c: number): void {
    const sequence = this.currentSequence;
    if (this.sequenceIndex === sequence.length) {
      if (isEndOfTagSection(c)) {
        const endOfText = this.index - sequence.length;
        if (this.sectionStart < endOfText) this.cbs.ontext(this.sectionStart, endOfText);
        this.isSpecial = false;
        this.sectionStart = endOfText + 2;
        this.stateInClosingTagName();
        return;
      }
      this.sequenceIndex = 0;
    }
    if ((c | 0x20) === sequence[this.sequenceIndex]) {
      this.sequenceIndex += 1;
    } else if (this.sequenceIndex === 0) {
      if (sequence === Sequences.TitleEnd || sequence === Sequences.TextareaEnd) {
        if (c === AMP) this.startEntity();
      } else if (this.fastForwardTo("<")) {
        this.sequenceIndex = 1;
      }
    } else {
      // "<" restarts the match, e.g. "<</script>".
      this.sequenceIndex = Number(c === LT);
    }
  }

  private stateBeforeTagName(c: number): void {
    if (c === BANG) {
      this.state = BEFORE_DECLARATION;
      this.sectionStart = this.index + 1;
    } else if (c === QUESTION) {
      this.state = IN_SPECIAL_COMMENT;
      this.sectionStart = this.index;
    } else if (isAsciiAlpha(c)) {
      this.sectionStart = this.index;
      // c is an ASCII letter, so c | 0x20 is a lower-case one: inside the table.
      const special = this.cbs.isInForeignContext?.() ? undefined : SPECIAL_START_SEQUENCES[c | 0x20];
      if (special === undefined) {
        this.state = IN_TAG_NAME;
        if (this.next()) this.stateInTagName();
      } else {
        this.isSpecial = true;
        this.currentSequence = special;
        this.sequenceIndex = 3;
        this.state = SPECIAL_START_SEQUENCE;
      }
    } else if (c === SLASH) {
      this.state = BEFORE_CLOSING_TAG_NAME;
      if (this.next()) this.stateBeforeClosingTagName(this.html.charCodeAt(this.index));
    } else {
      this.state = TEXT;
      this.stateText(false);
    }
  }

  /** Moves to the next "/", ">" or whitespace at or after the current character; false at the end of input. */
  private skipToEndOfTagSection(): boolean {
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

  private stateInTagName(): void {
    if (this.skipToEndOfTagSection()) {
      this.cbs.onopentagname(this.sectionStart, this.index);
      this.sectionStart = -1;
      this.state = BEFORE_ATTRIBUTE_NAME;
      this.stateBeforeAttributeName(this.html.charCodeAt(this.index));
    }
  }

  private stateBeforeClosingTagName(c: number): void {
    if (isWhitespace(c)) {
      this.state = IN_SPECIAL_COMMENT;
      this.sectionStart = this.index;
    } else if (c === GT) {
      this.state = TEXT;
      this.sectionStart = this.index + 1;
    } else if (isAsciiAlpha(c)) {
      this.state = IN_CLOSING_TAG_NAME;
      this.sectionStart = this.index;
      if (this.next()) this.stateInClosingTagName();
    } else {
      this.state = IN_SPECIAL_COMMENT;
      this.sectionStart = this.index;
    }
  }

  private stateInClosingTagName(): void {
    if (this.skipToEndOfTagSection()) {
      this.cbs.onclosetag(this.sectionStart, this.index);
      this.sectionStart = -1;
      this.state = AFTER_CLOSING_TAG_NAME;
      this.stateAfterClosingTagName(this.html.charCodeAt(this.index));
    }
  }

  private stateAfterClosingTagName(c: number): void {
    if (c === GT || this.fastForwardTo(">")) {
      this.state = TEXT;
      this.sectionStart = this.index + 1;
    }
  }

  private stateBeforeAttributeName(c: number): void {
    if (isWhitespace(c)) {
      // Whitespace between attributes is ignored.
      if (!this.skipWhitespace()) return;
      c = this.html.charCodeAt(this.index);
    }
    if (c === GT) {
      this.cbs.onopentagend(this.index);
      this.enterTagBody();
      this.sectionStart = this.index + 1;
    } else if (c === SLASH) {
      this.state = IN_SELF_CLOSING_TAG;
    } else if (!isWhitespace(c)) {
      this.state = IN_ATTRIBUTE_NAME;
      this.sectionStart = this.index;
    }
  }

  /** HTML mode ignores "/>" on special tags: their body still follows. */
  private stateInSelfClosingTag(c: number): void {
    if (c === GT) {
      this.cbs.onselfclosingtag(this.index);
      this.sectionStart = this.index + 1;
      this.enterTagBody();
    } else if (!isWhitespace(c)) {
      this.state = BEFORE_ATTRIBUTE_NAME;
      this.stateBeforeAttributeName(c);
    }
  }

  private stateInAttributeName(): void {
    const html = this.html;
    const length = this.length;
    let i = this.index;
    let c = 0;
    while (i < length) {
      c = html.charCodeAt(i);
      if (c === EQ || isEndOfTagSection(c)) break;
      i++;
    }
    if (i === length) {
      this.index = length - 1;
      return;
    }
    this.index = i;
    this.cbs.onattribname(this.sectionStart, i);
    this.sectionStart = i;
    this.state = AFTER_ATTRIBUTE_NAME;
    this.stateAfterAttributeName(c);
  }

  private stateAfterAttributeName(c: number): void {
    if (c === EQ) {
      this.state = BEFORE_ATTRIBUTE_VALUE;
      if (this.next()) this.stateBeforeAttributeValue();
    } else if (c === SLASH || c === GT) {
      this.cbs.onattribend(QUOTE_NO_VALUE, this.sectionStart);
      this.sectionStart = -1;
      this.state = BEFORE_ATTRIBUTE_NAME;
      this.stateBeforeAttributeName(c);
    } else if (!isWhitespace(c)) {
      this.cbs.onattribend(QUOTE_NO_VALUE, this.sectionStart);
      this.state = IN_ATTRIBUTE_NAME;
      this.sectionStart = this.index;
    }
  }

  /** Moves to the next non-whitespace character at or after the current one; false at the end of input. */
  private skipWhitespace(): boolean {
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

  private stateBeforeAttributeValue(): void {
    if (!this.skipWhitespace()) return;
    const c = this.html.charCodeAt(this.index);
    if (c === DOUBLE_QUOTE) {
      this.state = IN_ATTRIBUTE_VALUE_DQ;
      this.sectionStart = this.index + 1;
      if (this.next()) this.stateInQuotedAttributeValue(DOUBLE_QUOTE, '"');
    } else if (c === SINGLE_QUOTE) {
      this.state = IN_ATTRIBUTE_VALUE_SQ;
      this.sectionStart = this.index + 1;
      if (this.next()) this.stateInQuotedAttributeValue(SINGLE_QUOTE, "'");
    } else {
      this.sectionStart = this.index;
      this.state = IN_ATTRIBUTE_VALUE_NQ;
      this.stateInAttributeValueNoQuotes();
    }
  }

  /** A quoted value ignores everything but its quote and "&": jumps to the next one. */
  private stateInQuotedAttributeValue(quote: number, quoteChar: string): void {
    const from = this.index;
    const end = this.html.indexOf(quoteChar, from);
    const amp = this.ampFrom(from);
    if (end !== -1 && end < amp) {
      this.index = end;
      this.cbs.onattribdata(this.sectionStart, end);
      this.sectionStart = -1;
      this.cbs.onattribend(quote === DOUBLE_QUOTE ? QUOTE_DOUBLE : QUOTE_SINGLE, end + 1);
      this.state = BEFORE_ATTRIBUTE_NAME;
    } else if (amp < this.length) {
      this.index = amp;
      this.startEntity();
    } else {
      this.index = this.length - 1;
    }
  }

  private stateInAttributeValueNoQuotes(): void {
    const html = this.html;
    const length = this.length;
    let i = this.index;
    let c = 0;
    while (i < length) {
      c = html.charCodeAt(i);
      if (c === GT || c === AMP || isWhitespace(c)) break;
      i++;
    }
    if (i === length) {
      this.index = length - 1;
      return;
    }
    this.index = i;
    if (c === AMP) {
      this.startEntity();
      return;
    }
    this.cbs.onattribdata(this.sectionStart, i);
    this.sectionStart = -1;
    this.cbs.onattribend(QUOTE_UNQUOTED, i);
    this.state = BEFORE_ATTRIBUTE_NAME;
    this.stateBeforeAttributeName(c);
  }

  /** After "<!": CDATA, a doctype, a comment, or else a bogus comment up to ">". */
  private stateBeforeDeclaration(c: number): void {
    if (c === OPENING_SQUARE_BRACKET) {
      this.state = CDATA_SEQUENCE;
      this.sequenceIndex = 0;
    } else if ((c | 0x20) === Sequences.Doctype[0]) {
      this.state = DECLARATION_SEQUENCE;
      this.currentSequence = Sequences.Doctype;
      this.sequenceIndex = 1;
    } else if (c === GT) {
      this.cbs.oncomment(this.sectionStart, this.index, 0);
      this.state = TEXT;
      this.sectionStart = this.index + 1;
    } else if (c === DASH) {
      this.state = BEFORE_COMMENT;
    } else {
      this.state = IN_SPECIAL_COMMENT;
    }
  }

  private stateDeclarationSequence(c: number): void {
    if (this.sequenceIndex === this.currentSequence.length) {
      this.state = IN_DECLARATION;
      this.stateInDeclaration(c);
    } else if ((c | 0x20) === this.currentSequence[this.sequenceIndex]) {
      this.sequenceIndex += 1;
    } else if (c === GT) {
      this.cbs.oncomment(this.sectionStart, this.index, 0);
      this.state = TEXT;
      this.sectionStart = this.index + 1;
    } else {
      this.state = IN_SPECIAL_COMMENT;
    }
  }

  private stateInDeclaration(c: number): void {
    if (c === GT || this.fastForwardTo(">")) {
      this.cbs.ondeclaration(this.sectionStart, this.index);
      this.state = TEXT;
      this.sectionStart = this.index + 1;
    }
  }

  private stateBeforeComment(c: number): void {
    if (c === DASH) {
      this.state = IN_COMMENT_LIKE;
      this.currentSequence = Sequences.CommentEnd;
      this.sequenceIndex = 0;
      this.sectionStart = this.index + 1;
    } else if (c === GT) {
      this.cbs.oncomment(this.sectionStart, this.index, 0);
      this.state = TEXT;
      this.sectionStart = this.index + 1;
    } else {
      this.state = IN_SPECIAL_COMMENT;
    }
  }

  private stateInSpecialComment(c: number): void {
    if (c === GT || this.fastForwardTo(">")) {
      this.cbs.oncomment(this.sectionStart, this.index, 0);
      this.state = TEXT;
      this.sectionStart = this.index + 1;
    }
  }

  private startEntity(): void {
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

  private stateInEntity(): void {
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

  private emitCodePoint(cp: number, consumed: number): void {
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
  private cleanup(): void {
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
  private finish(): void {
    if (this.state === IN_ENTITY) {
      this.entityDecoder.end();
      this.state = this.baseState;
    }
    this.handleTrailingData();
    this.cbs.onend();
  }

  private handleTrailingData(): void {
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

/**
 * Tokenises a whole document, calling `callbacks` exactly as htmlparser2's
 * `Tokenizer` (HTML mode, entities decoded) does for `write(html); end()`.
 */
export function tokenizeHtml(html: string, callbacks: TokenizerCallbacks): void {
  new HtmlTokenizer(html, callbacks).run();
}
