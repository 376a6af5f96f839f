import { TokenizerCore } from "./html-tokenizer-core";
import { DASH, GT, OPENING_SQUARE_BRACKET, Sequences } from "./html-tokenizer-sequences";
import {
  BEFORE_COMMENT,
  CDATA_SEQUENCE,
  DECLARATION_SEQUENCE,
  IN_COMMENT_LIKE,
  IN_DECLARATION,
  IN_SPECIAL_COMMENT,
  TEXT,
} from "./html-tokenizer-states";

/** The states after "<!" and "<?": comments, CDATA, doctypes and bogus comments. */
export abstract class DeclarationStates extends TokenizerCore {
  protected stateCdataSequence(c: number): void {
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

  protected emitComment(offset: number): void {
    this.cbs.oncomment(this.sectionStart, this.index, offset);
    this.sequenceIndex = 0;
    this.sectionStart = this.index + 1;
    this.state = TEXT;
  }

  /** Comments end with "-->" or "--!>", CDATA with "]]>" (htmlparser2's matcher, unchanged). */
  protected stateInCommentLike(c: number): void {
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

  /** After "<!": CDATA, a doctype, a comment, or else a bogus comment up to ">". */
  protected stateBeforeDeclaration(c: number): void {
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

  protected stateDeclarationSequence(c: number): void {
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

  protected stateInDeclaration(c: number): void {
    if (c === GT || this.fastForwardTo(">")) {
      this.cbs.ondeclaration(this.sectionStart, this.index);
      this.state = TEXT;
      this.sectionStart = this.index + 1;
    }
  }

  protected stateBeforeComment(c: number): void {
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

  protected stateInSpecialComment(c: number): void {
    if (c === GT || this.fastForwardTo(">")) {
      this.cbs.oncomment(this.sectionStart, this.index, 0);
      this.state = TEXT;
      this.sectionStart = this.index + 1;
    }
  }
}
