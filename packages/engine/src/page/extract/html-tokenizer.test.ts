import { Tokenizer, type TokenizerCallbacks } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { listFixtures, readFixture } from "../../../../../test/fixtures";
import { fuzzDocument, TRICKY_SNIPPETS } from "../../../test/html-tokenizer-cases";
import { tokenizeHtml } from "./html-tokenizer";

type Call = [string, ...unknown[]];

/**
 * Callbacks that record every call with its arguments. With `foreignEvery`,
 * `isInForeignContext` answers true on every n-th question (a deterministic
 * stand-in for the Parser's SVG/MathML state), and the question itself is recorded.
 */
function recorder(calls: Call[], foreignEvery = 0): TokenizerCallbacks {
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
    };
  let questions = 0;
  return {
    onattribdata: record("attribdata"),
    onattribentity: record("attribentity"),
    onattribend: record("attribend"),
    onattribname: record("attribname"),
    oncdata: record("cdata"),
    onclosetag: record("closetag"),
    oncomment: record("comment"),
    ondeclaration: record("declaration"),
    onend: record("end"),
    onopentagend: record("opentagend"),
    onopentagname: record("opentagname"),
    onprocessinginstruction: record("processinginstruction"),
    onselfclosingtag: record("selfclosingtag"),
    ontext: record("text"),
    ontextentity: record("textentity"),
    ...(foreignEvery > 0 && {
      isInForeignContext: () => {
        const answer = ++questions % foreignEvery === 0;
        calls.push(["isInForeignContext", answer]);
        return answer;
      },
    }),
  };
}

function htmlparser2Calls(html: string, foreignEvery = 0): Call[] {
  const calls: Call[] = [];
  const tokenizer = new Tokenizer({ decodeEntities: true }, recorder(calls, foreignEvery));
  tokenizer.write(html);
  tokenizer.end();
  return calls;
}

function ownCalls(html: string, foreignEvery = 0): Call[] {
  const calls: Call[] = [];
  tokenizeHtml(html, recorder(calls, foreignEvery));
  return calls;
}

/** The first call where the two streams differ, or null when they are identical. */
function firstDifference(html: string, foreignEvery = 0): string | null {
  const expected = htmlparser2Calls(html, foreignEvery);
  const actual = ownCalls(html, foreignEvery);
  const n = Math.max(expected.length, actual.length);
  for (let i = 0; i < n; i++) {
    const e = JSON.stringify(expected[i]);
    const a = JSON.stringify(actual[i]);
    if (e !== a) return `call #${i}: htmlparser2 ${e}, ours ${a}`;
  }
  return null;
}

describe("tokenizeHtml calls back exactly as htmlparser2's Tokenizer", () => {
  describe("on the corpus pages", () => {
    for (const name of listFixtures("corpus/pages/", ".html")) {
      it(name, () => {
        const html = readFixture(`corpus/pages/${name}`);
        expect(ownCalls(html)).toEqual(htmlparser2Calls(html));
        expect(firstDifference(html, 3)).toBeNull();
      });
    }
  });

  describe("on tricky snippets", () => {
    for (const [name, html] of Object.entries(TRICKY_SNIPPETS)) {
      it(name, () => {
        expect(ownCalls(html)).toEqual(htmlparser2Calls(html));
        expect(firstDifference(html, 2)).toBeNull();
      });
    }
  });

  it("on every prefix of the tricky snippets (end of input in every state)", () => {
    for (const html of Object.values(TRICKY_SNIPPETS)) {
      for (let end = 0; end <= html.length; end++) {
        const prefix = html.slice(0, end);
        const difference = firstDifference(prefix);
        if (difference !== null) expect.fail(`input ${JSON.stringify(prefix)}: ${difference}`);
      }
    }
  });

  it("on 6,000 seeded random documents of tricky pieces", () => {
    for (let seed = 1; seed <= 6000; seed++) {
      const html = fuzzDocument(seed);
      const difference = firstDifference(html, seed % 4);
      if (difference !== null) {
        expect.fail(`seed ${seed}, input ${JSON.stringify(html)}: ${difference}`);
      }
    }
  });
});
