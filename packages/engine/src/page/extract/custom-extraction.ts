import { compileRegexCollector, type MatchCollector, regexProblem } from "@ranklens/patterns";
import { compile, selectAll } from "css-select";
import type { AnyNode, Document, Element } from "domhandler";
import { textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { linePieces, REGEX_SCAN, threadCpuMs } from "./html-lines";
import { documentView, StepBudget } from "./xpath-dom";
import { compileXPath, type XPathQuery, xpathProblem } from "./xpath-query";

/**
 * Custom extraction (issue 28), as Screaming Frog's: a named rule whose values become a column of
 * the crawl's pages — an author, a price, a stock status, a tracking ID, a template's version. A
 * rule is a CSS selector (the matches' text or one attribute), an XPath expression (what it
 * selects: elements' text, attributes, or a string or number), or a regex over the HTML (its first
 * group, else the match). The page is parsed into a DOM only when a crawl has CSS or XPath rules.
 */
export type ExtractionKind = "css" | "xpath" | "regex";

export interface ExtractionRule {
  /** The column's name. */
  name: string;
  kind: ExtractionKind;
  /** The CSS selector, the XPath expression or the regex (RE2's syntax, matched line by line). */
  selector: string;
  /** The attribute to read (`href`, `content`, `data-sku`) of a CSS rule's matches; null for their text. */
  attribute: string | null;
}

/** What one page keeps (the number of rules and a selector's length are the settings schema's). */
export const EXTRACTION_LIMITS = {
  /** Values kept per rule and page: the first ones in document order. */
  values: 10,
  /** Characters kept of one value (whitespace collapsed). */
  valueLength: 500,
  /**
   * Moves through the page one XPath expression may make (xpath-dom.ts). Everyday expressions
   * make about three per node (`//meta[@name='generator']/@content` on git-config.html of
   * Debian's git-doc, 17,000 nodes: 51,600);
   * one that searches the page again for each element stops here, after about 170 ms on this
   * machine (custom-extraction.test.ts).
   */
  xpathSteps: 1_000_000,
} as const;

/** Pseudo-classes whose cost grows with the square of the page (each element searches again below it). */
const QUADRATIC = /:(has|contains|icontains)\b/i;

/** Why `selector` cannot be used as a CSS selector, or null when it can. */
export function selectorProblem(selector: string): string | null {
  if (selector.trim() === "") return "A selector is needed";
  if (QUADRATIC.test(selector))
    return "Selectors with :has() or :contains() are not supported (they can take too long on a large page)";
  try {
    compile(selector);
    return null;
  } catch (error) {
    return `“${selector}” is not a CSS selector: ${(error as Error).message}`;
  }
}

/** Why a rule cannot be used, or null when it can: its selector, XPath or regex must compile. */
export function extractionProblem(rule: Pick<ExtractionRule, "kind" | "selector">): string | null {
  if (rule.kind === "css") return selectorProblem(rule.selector);
  if (rule.kind === "xpath") return xpathProblem(rule.selector);
  return regexProblem(rule.selector);
}

/**
 * Each rule's values on one page, by rule name: an empty list when it matched nothing, null when
 * it could not run on the page ("not extracted"): out of its budget (an XPath's steps, the
 * regexes' CPU time), or an XPath call the library refused only there.
 */
export type Extracted = Record<string, string[] | null>;

/** A value as a column shows it: whitespace collapsed, cut to EXTRACTION_LIMITS.valueLength. */
const cleaned = (raw: string) => raw.replace(/\s+/g, " ").trim().slice(0, EXTRACTION_LIMITS.valueLength);

/** The first EXTRACTION_LIMITS.values non-empty values. */
function kept(raws: Iterable<string | null>): string[] {
  const values: string[] = [];
  for (const raw of raws) {
    if (raw === null) continue;
    const value = cleaned(raw);
    if (value !== "") values.push(value);
    if (values.length === EXTRACTION_LIMITS.values) break;
  }
  return values;
}

type PageRule =
  | { rule: ExtractionRule; kind: "css"; query: ReturnType<typeof compile<AnyNode, Element>> }
  | { rule: ExtractionRule; kind: "xpath"; query: XPathQuery }
  | { rule: ExtractionRule; kind: "regex"; collector: MatchCollector };

function compileRule(rule: ExtractionRule): PageRule {
  if (rule.kind === "css") return { rule, kind: "css", query: compile<AnyNode, Element>(rule.selector) };
  if (rule.kind === "xpath") return { rule, kind: "xpath", query: compileXPath(rule.selector) };
  return { rule, kind: "regex", collector: compileRegexCollector(rule.selector) };
}

function* cssValues(rule: ExtractionRule, query: PageRule & { kind: "css" }, document: Document) {
  for (const element of selectAll<AnyNode, Element>(query.query, document))
    yield rule.attribute === null ? textContent(element) : (element.attribs[rule.attribute] ?? null);
}

/**
 * Lets the process serve other work (other crawls, the API) between two XPath or regex rules of a
 * page: each rule's bound (its steps, the regexes' CPU time) is then one stretch of the event loop,
 * not ten of them back to back.
 */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A function that runs `rules` on a page's HTML; selectors, expressions and regexes are compiled once, here. */
export function compileExtraction(rules: readonly ExtractionRule[]): (html: string) => Promise<Extracted> {
  const compiled = rules.map(compileRule);
  const needsDocument = compiled.some((entry) => entry.kind !== "regex");
  const hasXPath = compiled.some((entry) => entry.kind === "xpath");
  const hasRegex = compiled.some((entry) => entry.kind === "regex");
  return async (html) => {
    const document = needsDocument ? parseDocument(html) : null;
    const budget = new StepBudget();
    const view = hasXPath ? documentView(document!, budget) : null;
    const pieces = hasRegex ? linePieces(html) : [];
    // The page's regexes share REGEX_SCAN.cpuMs of their own CPU time: what the process does
    // while this yields is not theirs.
    const regexCpu = { leftMs: REGEX_SCAN.cpuMs };
    const extracted: Extracted = {};
    for (const [index, entry] of compiled.entries()) {
      const name = entry.rule.name;
      if (entry.kind === "css") {
        extracted[name] = kept(cssValues(entry.rule, entry, document!));
        continue;
      }
      if (index > 0) await yieldToOthers();
      if (entry.kind === "xpath") {
        budget.allow(EXTRACTION_LIMITS.xpathSteps);
        extracted[name] = entry.query.values(view!, kept);
      } else extracted[name] = regexValues(entry.collector, pieces, regexCpu);
    }
    return extracted;
  };
}

/** A regex's values over the page's lines; null when the page's regexes ran out of CPU time. */
function regexValues(collector: MatchCollector, pieces: string[], cpu: { leftMs: number }): string[] | null {
  const started = threadCpuMs();
  const deadline = started + cpu.leftMs;
  const found: string[] = [];
  try {
    for (const piece of pieces) {
      const values = kept(collector.collect(piece, EXTRACTION_LIMITS.values - found.length));
      found.push(...values);
      if (found.length >= EXTRACTION_LIMITS.values) break;
      if (threadCpuMs() > deadline) return null;
    }
    return found;
  } finally {
    cpu.leftMs -= threadCpuMs() - started;
  }
}
