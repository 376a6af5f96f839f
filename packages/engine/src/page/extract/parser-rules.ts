/**
 * The tag-nesting tables of htmlparser2's `Parser` (v12, HTML mode), copied so
 * that `TagEvents` can drive the `Tokenizer` directly and still open and close
 * exactly the elements the `Parser` would. Do not "fix" them towards the HTML
 * standard: `tag-events.test.ts` checks them against the real `Parser`.
 */

const FORM_TAGS: ReadonlySet<string> = new Set([
  "input",
  "option",
  "optgroup",
  "select",
  "button",
  "datalist",
  "textarea",
]);
const P_TAG: ReadonlySet<string> = new Set(["p"]);
const HEADING_TAGS: ReadonlySet<string> = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "p"]);
const TABLE_SECTION_TAGS: ReadonlySet<string> = new Set(["thead", "tbody"]);
const DDT_TAGS: ReadonlySet<string> = new Set(["dd", "dt"]);
const RTP_TAGS: ReadonlySet<string> = new Set(["rt", "rp"]);

/** Opening the key element first closes open elements of these names (innermost first, while they match). */
export const OPEN_IMPLIES_CLOSE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["tr", new Set(["tr", "th", "td"])],
  ["th", new Set(["th"])],
  ["td", new Set(["thead", "th", "td"])],
  ["body", new Set(["head", "link", "script"])],
  ["a", new Set(["a"])],
  ["li", new Set(["li"])],
  ["p", P_TAG],
  ["h1", HEADING_TAGS],
  ["h2", HEADING_TAGS],
  ["h3", HEADING_TAGS],
  ["h4", HEADING_TAGS],
  ["h5", HEADING_TAGS],
  ["h6", HEADING_TAGS],
  ["select", FORM_TAGS],
  ["input", FORM_TAGS],
  ["output", FORM_TAGS],
  ["button", FORM_TAGS],
  ["datalist", FORM_TAGS],
  ["textarea", FORM_TAGS],
  ["option", new Set(["option"])],
  ["optgroup", new Set(["optgroup", "option"])],
  ["dd", DDT_TAGS],
  ["dt", DDT_TAGS],
  ["address", P_TAG],
  ["article", P_TAG],
  ["aside", P_TAG],
  ["blockquote", P_TAG],
  ["details", P_TAG],
  ["div", P_TAG],
  ["dl", P_TAG],
  ["fieldset", P_TAG],
  ["figcaption", P_TAG],
  ["figure", P_TAG],
  ["footer", P_TAG],
  ["form", P_TAG],
  ["header", P_TAG],
  ["hr", P_TAG],
  ["main", P_TAG],
  ["nav", P_TAG],
  ["ol", P_TAG],
  ["pre", P_TAG],
  ["section", P_TAG],
  ["table", P_TAG],
  ["ul", P_TAG],
  ["rt", RTP_TAGS],
  ["rp", RTP_TAGS],
  ["tbody", TABLE_SECTION_TAGS],
  ["tfoot", TABLE_SECTION_TAGS],
]);

/** Elements that never hold content: opened and closed at once. */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  "area",
  "base",
  "basefont",
  "br",
  "col",
  "command",
  "embed",
  "frame",
  "hr",
  "img",
  "input",
  "isindex",
  "keygen",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);

/**
 * Elements that return to HTML parsing inside SVG or MathML, in SVG-adjusted
 * casing ("foreignObject"). Note that `title` is one even outside SVG: the
 * `Parser` pushes an HTML context for every `<title>`, which changes nothing.
 */
export const HTML_INTEGRATION_ELEMENTS: ReadonlySet<string> = new Set([
  "mi",
  "mo",
  "mn",
  "ms",
  "mtext",
  "annotation-xml",
  "foreignObject",
  "desc",
  "title",
]);

/** Lower-cased SVG tag names → their SVG casing, applied inside `<svg>`. */
export const SVG_TAG_NAME_ADJUSTMENTS: ReadonlyMap<string, string> = new Map([
  ["altglyph", "altGlyph"],
  ["altglyphdef", "altGlyphDef"],
  ["altglyphitem", "altGlyphItem"],
  ["animatecolor", "animateColor"],
  ["animatemotion", "animateMotion"],
  ["animatetransform", "animateTransform"],
  ["clippath", "clipPath"],
  ["feblend", "feBlend"],
  ["fecolormatrix", "feColorMatrix"],
  ["fecomponenttransfer", "feComponentTransfer"],
  ["fecomposite", "feComposite"],
  ["feconvolvematrix", "feConvolveMatrix"],
  ["fediffuselighting", "feDiffuseLighting"],
  ["fedisplacementmap", "feDisplacementMap"],
  ["fedistantlight", "feDistantLight"],
  ["fedropshadow", "feDropShadow"],
  ["feflood", "feFlood"],
  ["fefunca", "feFuncA"],
  ["fefuncb", "feFuncB"],
  ["fefuncg", "feFuncG"],
  ["fefuncr", "feFuncR"],
  ["fegaussianblur", "feGaussianBlur"],
  ["feimage", "feImage"],
  ["femerge", "feMerge"],
  ["femergenode", "feMergeNode"],
  ["femorphology", "feMorphology"],
  ["feoffset", "feOffset"],
  ["fepointlight", "fePointLight"],
  ["fespecularlighting", "feSpecularLighting"],
  ["fespotlight", "feSpotLight"],
  ["fetile", "feTile"],
  ["feturbulence", "feTurbulence"],
  ["foreignobject", "foreignObject"],
  ["glyphref", "glyphRef"],
  ["lineargradient", "linearGradient"],
  ["radialgradient", "radialGradient"],
  ["textpath", "textPath"],
]);
