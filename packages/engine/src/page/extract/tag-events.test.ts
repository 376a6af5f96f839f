import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { listFixtures, readFixture } from "../../../../../test/fixtures";
import { fuzzDocument, TRICKY_SNIPPETS } from "../../../test/html-tokenizer-cases";
import { emitTagEvents, MAX_OPEN_ELEMENTS } from "./tag-events";

type Event = ["open", string, Record<string, string>] | ["close", string] | ["text", string];

/** Events of htmlparser2's Parser, adjacent text merged (chunking is not part of the contract). */
function parserEvents(html: string): Event[] {
  const events: Event[] = [];
  const parser = new Parser(
    {
      onopentag: (name, attribs) => events.push(["open", name, { ...attribs }]),
      onclosetag: (name) => events.push(["close", name]),
      ontext: (text) => events.push(["text", text]),
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return merged(events);
}

function tagEvents(html: string): Event[] {
  const events: Event[] = [];
  emitTagEvents(html, {
    openTag: (tag, attributes) => events.push(["open", tag.name, attributes.toObject()]),
    closeTag: (tag) => events.push(["close", tag.name]),
    text: (source, start, end) => events.push(["text", source.slice(start, end)]),
  });
  return merged(events);
}

function merged(events: Event[]): Event[] {
  const out: Event[] = [];
  for (const e of events) {
    const last = out[out.length - 1];
    if (e[0] === "text" && last?.[0] === "text") last[1] += e[1];
    else out.push(e);
  }
  return out;
}

const QUIRKS: Record<string, string> = {
  "implied closes": "<p>a<div>b</div><li>1<li>2<dd>x<dt>y<table><tr><td>a<td>b<th>c<tr><td>d</table>",
  "headings close headings and p": "<h1>a<h2>b</h2>c</h1><p>x<h3>y",
  "nested anchors": "<a href=/1>one <a href=/2>two</a> three</a>",
  "void elements and self-closing": "<br/><img src=a><hr><input value=x/><div/>text<wbr>",
  "end tags without start": "</p></br></div></span>x",
  "nested form is ignored with its attributes": "<form action=/a><form action=/b><input></form></form>",
  "select and options": "<select><option>1<option>2<optgroup><option>3</select>",
  "raw text and RCDATA":
    "<script>a<b>c</script><style>p{}</style><textarea>a <b> &amp;</textarea><title>t &lt;</title>",
  "other raw text elements":
    "<xmp><b>x</b></xmp><iframe>f<b></iframe><noembed>n</noembed><noframes>n</noframes>",
  "plaintext eats the rest": "<p>a<plaintext><p>b</p></plaintext>",
  "svg casing and self-closing":
    "<svg><clippath/><foreignobject><p>in</p></foreignobject><title>t<b>x</b></title></svg>",
  "mathml integration points": "<math><mi>x</mi><mtext><b>b</b></mtext><annotation-xml><svg><desc><p>d",
  "script inside svg is not raw": "<svg><script>a<b>c</b></script></svg>",
  "cdata in foreign content and elsewhere": "<svg><![CDATA[ a<b ]]><![CDATA[]]></svg><![CDATA[ comment ]]>",
  "image becomes img outside svg": "<image src=a><svg><image href=b /></svg>",
  "entities in text and attributes":
    "<a title='a&amp;b &notin; &notit; &#x41;&#0;' href=\"/q?a=1&b=2\">&lt;&nbsp;&copy x &#128512;</a>",
  "duplicate, upper-case and odd attribute names":
    '<a HREF=/x href=/y __proto__=p 12=a 3=b constructor=c data-x="">t</a>',
  "attributes without values and unquoted": "<input disabled value=a&amp;b checked>",
  comments: "<!-- <p>x</p> --><!---><!----><?php x ?><!doctype html><! bogus>",
  "truncated inside a start tag": "<div><p>text<a href='x",
  "truncated inside an attribute value with an entity": '<div><a title="a &amp; b',
  "truncated inside a comment": "<p>a<!-- b",
  "truncated in a closing tag": "<p>a</p",
  "upper-case tags": "<HTML><BODY><P>A</P><DIV>B</div></BODY></HTML>",
  "body closes head": "<head><link rel=x><script>s</script><body>b",
};

describe("emitTagEvents matches htmlparser2's Parser", () => {
  for (const [name, html] of Object.entries(QUIRKS)) {
    it(name, () => {
      expect(tagEvents(html)).toEqual(parserEvents(html));
    });
  }

  // The repository keeps 15 of the 60 corpus pages (test/fixtures/README.md): the golden ones plus
  // a few chosen for variety (a UTF-8 BOM, Japanese, inline SVG, small blogs).
  it("on the corpus pages, whole and cut at arbitrary points", () => {
    const files = listFixtures("corpus/pages/", ".html");
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const html = readFixture(`corpus/pages/${file}`);
      expect(tagEvents(html), file).toEqual(parserEvents(html));
      for (const cut of [0.13, 0.5, 0.77]) {
        const part = html.slice(Math.floor(html.length * cut), Math.floor(html.length * cut) + 5000);
        expect(tagEvents(part), `${file} @${cut}`).toEqual(parserEvents(part));
      }
    }
  });

  it("on the tokenizer's tricky snippets and 2,000 seeded random documents", () => {
    for (const html of Object.values(TRICKY_SNIPPETS)) {
      expect(tagEvents(html), JSON.stringify(html)).toEqual(parserEvents(html));
    }
    for (let seed = 1; seed <= 2000; seed++) {
      const html = fuzzDocument(seed);
      expect(tagEvents(html), `seed ${seed}, input ${JSON.stringify(html)}`).toEqual(parserEvents(html));
    }
  });
});

describe("emitTagEvents reading only the attributes a handler needs", () => {
  it("finds the names in any case, and through toLowerCase a name holding the Kelvin sign (K)", () => {
    const needs = { readsAll: () => false, names: ["kind", "href", "data-x", "k"] };
    const html =
      "<p \u212Aind=b KIND=a HREF=c hRef=d><i data-X=e data-\u212A=f other=g></i><b \u212A=h x\u212Aind=i></b></p>";
    const seen: Record<string, string>[] = [];
    emitTagEvents(
      html,
      { openTag: (_tag, attributes) => seen.push(attributes.toObject()), closeTag() {}, text() {} },
      needs,
    );
    const expected = parserEvents(html)
      .filter((e) => e[0] === "open")
      .map((e) =>
        Object.fromEntries(
          Object.entries(e[2] as Record<string, string>).filter(([n]) => needs.names.includes(n)),
        ),
      );
    expect(seen).toEqual(expected);
    expect(seen).toEqual([{ kind: "b", href: "c" }, { "data-x": "e" }, { k: "h" }]);
  });
});

describe("nesting deeper than a browser builds", () => {
  it("opens an element past the deepest nesting beside the innermost one, every open closed once", () => {
    const depth = MAX_OPEN_ELEMENTS + 100;
    const html = `<html><body>${"<div>".repeat(depth)}deep${"</div>".repeat(depth)}<p>after</p></body></html>`;
    const events = tagEvents(html);
    let open = 0;
    let deepest = 0;
    for (const event of events) {
      if (event[0] === "open") deepest = Math.max(deepest, ++open);
      else if (event[0] === "close") open--;
    }
    expect(deepest).toBe(MAX_OPEN_ELEMENTS);
    expect(open).toBe(0);
    expect(events.filter((event) => event[0] === "open" && event[1] === "div")).toHaveLength(depth);
    // The text after the nest is still in the body, the extra end tags ignored.
    const after = events.findIndex((event) => event[0] === "text" && event[1] === "after");
    expect(events.slice(after + 1)).toEqual([
      ["close", "p"],
      ["close", "body"],
      ["close", "html"],
    ]);
    // Up to the limit, the events are htmlparser2's.
    const shallow = `<div>${"<span>".repeat(MAX_OPEN_ELEMENTS - 2)}x</div>`;
    expect(tagEvents(shallow)).toEqual(parserEvents(shallow));
  });
});
