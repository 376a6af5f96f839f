/**
 * Inputs on which our tokenizer must behave exactly like htmlparser2's: a table
 * of hand-written snippets covering each state boundary, and seeded random
 * documents built from the pieces that switch states. Shared by
 * html-tokenizer.test.ts and tag-events.test.ts.
 */

export const TRICKY_SNIPPETS: Record<string, string> = {
  "plain text and a lone <": "a < b <1 <= c <<p>x",
  "tags, attributes without values, unquoted, quoted": `<div a b=c d="e" f='g' h = i j=>k</div>`,
  "slash inside tags": "<a/b/><br/ ><img / src=x/ alt=y/><p / >",
  "attribute value with quotes inside": `<a title='say "hi"' alt="it's" x=a"b'c>t</a>`,
  "whitespace: tab, newline, form feed, carriage return": "<a\tb\nc\fd\re>\f\r\n</a\t>",
  "closing tag oddities": "</><//></ x></1a></a b=c></a\f></a/x>x",
  "bogus comments": "<? pi ?><!x><!><!-><!-x><!-- a --><!--><!---><!---->",
  "comment endings": "<!-- a --!> b --><!-- -- - ---> <!-- --!- --> x --!",
  "doctype variants": "<!doctype html><!DOCTYPE><!docty><!doctypex y><!DocType  a b>",
  "cdata variants": "<![CDATA[ a<b ]]]><![cdata[x]]><![CDATA[]]><![CDAT><![x>",
  "script end tag variants":
    "<script>a</script x>b<script></scriptx></script/><SCRIPT>c</SCRIPT ><script>d</script",
  "raw text keeps < and entities": "<script>if (a<b && c>d) x='</scr'+'ipt>' &amp;</script>",
  "style and style-like names": "<style>p{}</style><styles>t</styles><scripts>u</scripts><s>v</s>",
  "rcdata decodes entities": "<title>a &amp; b &lt;</title><textarea>&notin;<b>&amp</textarea>",
  "rcdata < before an entity": "<title><&amp;</&amp;</titl&amp;</title>",
  "other raw-text elements": "<xmp>a</xmp><iframe>b<i></iframe><noembed>c</noembed><noframes>d</noframes>",
  "upper-case special tags": "<TITLE>T</Title><TextArea>x</TEXTAREA><XMP>y</xmp><NoFrames>z</NOFRAMES>",
  "self-closing special tags still read raw text": "<script/>a</script><title/>b&amp;</title>",
  "special tag prefixes that are not special": "<scr>a<tit>b<noem>c<ifr>d<x>e<pl>f",
  "plaintext eats the rest": "<p>a<plaintext a=b>c</plaintext><p>&amp;",
  "svg and math names": "<svg><script>a<b></b></script><title>t</title></svg><math><mi>x</mi></math>",
  "entities in text": "&amp; &amp &notin; &not &notit; &#x110000; &#0; &#x41; &#65 &#; &#x; &; & x",
  "entities in attributes": `<a b="&amp;&amp &not=x &notin; &#x41" c=&lt;d e='&gt' f=&amp=>`,
  "multi-code-point entities": "&NotEqualTilde; <a t='&nvlt;'>&acE;</a>",
  "NUL and other control characters": "a\u0000b<a\u0000b c\u0000=d\u0000>\u0000</a\u0000>",
  "raw text quirk: \\x1c and \\x0f count as < and /":
    "<script>\u001c\u000fscript>a</script><script>x\u001c\u000fscript>y</script>",
  "non-ASCII text and names": "<p>é ü 日本 😀</p><ä>x</ä>",
  "unterminated entity at end (text)": "a &amp",
  "unterminated entity at end (attribute)": "<a b='&amp",
  "unterminated numeric entity at end": "x &#x4",
  "end inside a start tag": "<div a='1' b",
  "end after </a ": "x</a ",
  "end after <a/": "x<a/",
  "end inside a special start sequence": "x<scrip",
  "end inside a comment with dashes": "<!-- a --",
  "end inside a bang comment": "<!-- a --!",
  "end inside a declaration": "<!doctype html",
  "end inside a cdata section": "<![CDATA[ a ]]",
  "end inside an attribute value with an entity": '<a t="x &amp; y',
};

/** Pieces that switch tokenizer states, and some that do not. */
const PIECES = [
  "<",
  "</",
  "<!--",
  "-->",
  "--!>",
  "-",
  "<![CDATA[",
  "]]>",
  "]",
  "<!",
  "<?",
  ">",
  "/>",
  "/",
  "=",
  '"',
  "'",
  "&amp;",
  "&#x41;",
  "&lt",
  "&",
  "&#",
  "&not",
  " ",
  "\t",
  "\n",
  "\f",
  "\r",
  "a",
  "B",
  "x",
  "1",
  "script",
  "SCRIPT",
  "style",
  "title",
  "textarea",
  "svg",
  "plaintext",
  "xmp",
  "doctype",
  "\u0000",
  "\u001c",
  "\u000f",
  "é",
  "😀",
  "\ud800",
  "&NotEqualTilde;",
  "&#x110000;",
  "noframes",
  "iframe",
];

/** mulberry32: a small, fast, deterministic generator. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random document of 1–60 pieces for `seed`; the same seed always gives the same document. */
export function fuzzDocument(seed: number): string {
  const next = random(seed);
  const count = 1 + Math.floor(next() * 60);
  let html = "";
  for (let i = 0; i < count; i++) html += PIECES[Math.floor(next() * PIECES.length)];
  return html;
}
