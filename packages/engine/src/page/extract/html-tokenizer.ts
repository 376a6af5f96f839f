import type { TokenizerCallbacks } from "htmlparser2";
import { DeclarationStates } from "./html-tokenizer-declarations";
import {
  AMP,
  BANG,
  DOUBLE_QUOTE,
  EQ,
  GT,
  isAsciiAlpha,
  isEndOfTagSection,
  isWhitespace,
  LT,
  QUESTION,
  Sequences,
  SINGLE_QUOTE,
  SLASH,
  SPECIAL_START_SEQUENCES,
} from "./html-tokenizer-sequences";
import {
  AFTER_ATTRIBUTE_NAME,
  AFTER_CLOSING_TAG_NAME,
  BEFORE_ATTRIBUTE_NAME,
  BEFORE_ATTRIBUTE_VALUE,
  BEFORE_CLOSING_TAG_NAME,
  BEFORE_COMMENT,
  BEFORE_DECLARATION,
  BEFORE_TAG_NAME,
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
  IN_SELF_CLOSING_TAG,
  IN_SPECIAL_COMMENT,
  IN_SPECIAL_TAG,
  IN_TAG_NAME,
  QUOTE_DOUBLE,
  QUOTE_NO_VALUE,
  QUOTE_SINGLE,
  QUOTE_UNQUOTED,
  SPECIAL_START_SEQUENCE,
  TEXT,
} from "./html-tokenizer-states";

/**
 * Derived from htmlparser2 12.0.0's `Tokenizer` (MIT, Copyright 2010, 2011 Chris Winberry; see
 * THIRD_PARTY_NOTICES.md), as are the other html-tokenizer*.ts files.
 *
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
class HtmlTokenizer extends DeclarationStates {
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
   * Text ignores everything but "<" and "&": jumps to the next one. With
   * `follow`, reads on into the tag (never when re-entered from a tag, so that
   * the calls cannot recurse).
   */
  protected stateText(follow: boolean): void {
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

  protected enterTagBody(): void {
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

  protected stateSpecialStartSequence(c: number): void {
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

  /**
   * Raw text (script, style, xmp, iframe, noembed, noframes) and RCDATA
   * (title, textarea: entities decoded) until the matching end tag.
   */
  protected stateInSpecialTag(c: number): void {
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

  protected stateBeforeTagName(c: number): void {
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

  protected stateInTagName(): void {
    if (this.skipToEndOfTagSection()) {
      this.cbs.onopentagname(this.sectionStart, this.index);
      this.sectionStart = -1;
      this.state = BEFORE_ATTRIBUTE_NAME;
      this.stateBeforeAttributeName(this.html.charCodeAt(this.index));
    }
  }

  protected stateBeforeClosingTagName(c: number): void {
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

  protected stateInClosingTagName(): void {
    if (this.skipToEndOfTagSection()) {
      this.cbs.onclosetag(this.sectionStart, this.index);
      this.sectionStart = -1;
      this.state = AFTER_CLOSING_TAG_NAME;
      this.stateAfterClosingTagName(this.html.charCodeAt(this.index));
    }
  }

  protected stateAfterClosingTagName(c: number): void {
    if (c === GT || this.fastForwardTo(">")) {
      this.state = TEXT;
      this.sectionStart = this.index + 1;
    }
  }

  protected stateBeforeAttributeName(c: number): void {
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
  protected stateInSelfClosingTag(c: number): void {
    if (c === GT) {
      this.cbs.onselfclosingtag(this.index);
      this.sectionStart = this.index + 1;
      this.enterTagBody();
    } else if (!isWhitespace(c)) {
      this.state = BEFORE_ATTRIBUTE_NAME;
      this.stateBeforeAttributeName(c);
    }
  }

  protected stateInAttributeName(): void {
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

  protected stateAfterAttributeName(c: number): void {
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

  protected stateBeforeAttributeValue(): void {
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
  protected stateInQuotedAttributeValue(quote: number, quoteChar: string): void {
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

  protected stateInAttributeValueNoQuotes(): void {
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
}

/**
 * Tokenises a whole document, calling `callbacks` exactly as htmlparser2's
 * `Tokenizer` (HTML mode, entities decoded) does for `write(html); end()`.
 */
export function tokenizeHtml(html: string, callbacks: TokenizerCallbacks): void {
  new HtmlTokenizer(html, callbacks).run();
}
