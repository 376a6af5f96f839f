import { createRequire } from "node:module";
import { parseDocument } from "htmlparser2";
import { type DocumentView, documentView, StepBudget, XPathBudgetExceeded } from "./xpath-dom";

/**
 * An XPath 1.0 expression for custom extraction, evaluated by the `xpath` library (ADR 035) over
 * {@link DocumentView}: `//meta[@name='author']/@content`, `//h1/text()`, `count(//a)`. What it
 * selects becomes strings: a node's string value (an attribute's value, an element's text), or the
 * string, number or boolean the expression gives.
 */
export interface XPathQuery {
  /**
   * The values `keep` takes from what the expression gives on one page (read lazily, so a rule
   * that keeps ten values reads ten string values), or null when it could not run on the page
   * (out of moves, or an error the library raises only when a page reaches it).
   */
  values(view: DocumentView, keep: (raws: Iterable<string>) => string[]): string[] | null;
}

/** The library's result: a node set, or a string, number or boolean (its X* classes). */
interface Evaluated {
  toArray?: () => unknown[];
  stringValue(): string;
}

/** A parsed expression, evaluated against a context node (here, nodes of a {@link DocumentView}). */
interface ParsedXPath {
  evaluate(options: { node: unknown }): Evaluated;
  evaluateString(options: { node: unknown }): string;
}

/** What this module calls of the library, typed here (see {@link library}). */
interface XPathLibrary {
  parse(expression: string): ParsedXPath;
  /** The parser, for its lexer: each token's type (one of its constants) and text. */
  XPathParser: (new () => { tokenize(expression: string): [number[], string[]] }) &
    Record<"AXISNAME" | "FUNCTIONNAME" | "QNAME" | "DOLLAR", number>;
}

/**
 * The `xpath` library, loaded by `require` and typed by {@link XPathLibrary}: its own declarations
 * leave out `parse` (`exports.parse` in xpath.js: compile once, then `evaluate({ node })` per
 * page) and pull the browser's DOM types into every program that imports them (they clash with
 * Node's web streams). Loaded on first use, so the engine's browser bundle never loads it.
 */
let loaded: XPathLibrary | undefined;
function library(): XPathLibrary {
  loaded ??= createRequire(import.meta.url)("xpath") as XPathLibrary;
  return loaded;
}
const parse = (expression: string) => library().parse(expression);

/** XPath 1.0's core functions: the library's, all it knows. */
const FUNCTIONS = new Set(
  "last position count id local-name namespace-uri name string concat starts-with contains substring-before substring-after substring string-length normalize-space translate boolean not true false lang number sum floor ceiling round".split(
    " ",
  ),
);

/**
 * What parses but cannot run, found in the tokens before any page: the library checks functions,
 * variables and prefixes only when evaluation reaches them, which on most pages it may not.
 */
function tokenProblem(expression: string): string | null {
  const Parser = library().XPathParser;
  const [types, texts] = new Parser().tokenize(expression);
  for (const [index, type] of types.entries()) {
    const text = texts[index]!;
    if (type === Parser.FUNCTIONNAME && !FUNCTIONS.has(text))
      return `${text}() is not an XPath 1.0 function: use contains(), starts-with(), normalize-space() or the other XPath 1.0 functions`;
    if (type === Parser.DOLLAR) return "XPath variables ($name) are not supported";
    if (type === Parser.QNAME && text.includes(":"))
      return `Namespace prefixes (${text}) are not supported: HTML elements have no namespace`;
    // The library's following:: axis walks the context node's descendants and skips its next
    // siblings (xpath 0.0.34, Step.FOLLOWING): refused rather than give wrong values.
    if (type === Parser.AXISNAME && text === "following")
      return "The following:: axis is not supported: use following-sibling:: or a path from the root";
  }
  return null;
}

/**
 * A page on which most expressions reach their function calls, so that a call the library would
 * refuse (`count()` with no argument, `sum('a')`) is found at save time: the library checks a
 * function's arguments only when it calls it.
 */
const PROBE_PAGE = `<html lang="en"><head><title>Title</title><meta name="description" content="D"></head>
<body id="top" class="page"><div id="main" class="content"><h1>Heading</h1><p class="a">Text <a href="/x" rel="next">link</a></p>
<ul><li>1</li><li>2</li></ul><img src="/i.png" alt="i"><span data-x="1">s</span><script>var s = 1;</script></div></body></html>`;

/** Why `expression` cannot be used, or null when it can. */
export function xpathProblem(expression: string): string | null {
  if (expression.trim() === "") return "An XPath expression is needed";
  let parsed: ParsedXPath;
  try {
    parsed = parse(expression);
  } catch (error) {
    return `“${expression}” is not an XPath expression: ${(error as Error).message}`;
  }
  const problem = tokenProblem(expression);
  if (problem !== null) return problem;
  const budget = new StepBudget();
  budget.allow(PROBE_STEPS);
  try {
    parsed.evaluate({ node: documentView(parseDocument(PROBE_PAGE), budget) });
    return null;
  } catch (error) {
    if (error instanceof XPathBudgetExceeded) return null;
    return `“${expression}” cannot run: ${(error as Error).message}`;
  }
}

/** The probe page is small: an expression that needs more than this on it is left to the pages' own bound. */
const PROBE_STEPS = 100_000;

/** The string values of a node set's nodes: an attribute's or a text's value, an element's text below it. */
function* stringValues(nodes: unknown[]): Generator<string> {
  const stringValue = parse("string(.)");
  for (const node of nodes) yield stringValue.evaluateString({ node });
}

export function compileXPath(expression: string): XPathQuery {
  const parsed = parse(expression);
  return {
    values(view, keep) {
      try {
        const result = parsed.evaluate({ node: view });
        if (typeof result.toArray !== "function") return keep([result.stringValue()]);
        return keep(stringValues(result.toArray()));
      } catch {
        // Out of moves; nested deeper than the library's recursion can follow (it reads a string
        // value recursively); or a call the save-time probe did not reach and the library refuses
        // (`sum('a')` in a predicate no probe element met): the rule cannot run on this page. One
        // rule failing on one page must not fail the page's crawl.
        return null;
      }
    },
  };
}
