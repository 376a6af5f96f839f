/**
 * The numbers `HtmlTokenizer` shares across its files: htmlparser2's states
 * and quote types, with htmlparser2's values.
 */
import type { QuoteType } from "htmlparser2";

// htmlparser2's states, same numbers (the XML-only processing-instruction state is left out).
export const TEXT = 1;
export const BEFORE_TAG_NAME = 2;
export const IN_TAG_NAME = 3;
export const IN_SELF_CLOSING_TAG = 4;
export const BEFORE_CLOSING_TAG_NAME = 5;
export const IN_CLOSING_TAG_NAME = 6;
export const AFTER_CLOSING_TAG_NAME = 7;
export const BEFORE_ATTRIBUTE_NAME = 8;
export const IN_ATTRIBUTE_NAME = 9;
export const AFTER_ATTRIBUTE_NAME = 10;
export const BEFORE_ATTRIBUTE_VALUE = 11;
export const IN_ATTRIBUTE_VALUE_DQ = 12;
export const IN_ATTRIBUTE_VALUE_SQ = 13;
export const IN_ATTRIBUTE_VALUE_NQ = 14;
export const BEFORE_DECLARATION = 15;
export const IN_DECLARATION = 16;
export const BEFORE_COMMENT = 18;
export const CDATA_SEQUENCE = 19;
export const DECLARATION_SEQUENCE = 20;
export const IN_SPECIAL_COMMENT = 21;
export const IN_COMMENT_LIKE = 22;
export const SPECIAL_START_SEQUENCE = 23;
export const IN_SPECIAL_TAG = 24;
export const IN_PLAIN_TEXT = 25;
export const IN_ENTITY = 26;

// htmlparser2's QuoteType values (a type-only import keeps its module out of the bundle path).
export const QUOTE_NO_VALUE = 0 as QuoteType;
export const QUOTE_UNQUOTED = 1 as QuoteType;
export const QUOTE_SINGLE = 2 as QuoteType;
export const QUOTE_DOUBLE = 3 as QuoteType;
