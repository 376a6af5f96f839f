import { compile, selectAll } from "css-select";
import type { AnyNode, Element } from "domhandler";
import { textContent } from "domutils";
import { parseDocument } from "htmlparser2";

/**
 * Custom extraction (issue 28), as Screaming Frog's: a named CSS selector whose matches' text (or
 * one attribute) becomes a column of the crawl's pages — an author, a price, a stock status, a
 * tracking ID, a template's version. The page is parsed into a DOM only when a crawl has rules.
 */
export interface ExtractionRule {
  /** The column's name. */
  name: string;
  selector: string;
  /** The attribute to read (`href`, `content`, `data-sku`); null for the element's text. */
  attribute: string | null;
}

/** What one page keeps (the number of rules and a selector's length are the settings schema's). */
export const EXTRACTION_LIMITS = {
  /** Values kept per rule and page: the first ones in document order. */
  values: 10,
  /** Characters kept of one value (whitespace collapsed). */
  valueLength: 500,
} as const;

/** Pseudo-classes whose cost grows with the square of the page (each element searches again below it). */
const QUADRATIC = /:(has|contains|icontains)\b/i;

/** Why `selector` cannot be used, or null when it can. */
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

/** Each rule's values on one page, by rule name (an empty list when the selector matched nothing). */
export type Extracted = Record<string, string[]>;

/** A function that runs `rules` on a page's HTML; the selectors are compiled once, here. */
export function compileExtraction(rules: readonly ExtractionRule[]): (html: string) => Extracted {
  const compiled = rules.map((rule) => ({ rule, query: compile<AnyNode, Element>(rule.selector) }));
  return (html) => {
    const document = parseDocument(html);
    const extracted: Extracted = {};
    for (const { rule, query } of compiled) {
      const values: string[] = [];
      for (const element of selectAll<AnyNode, Element>(query, document)) {
        const raw =
          rule.attribute === null ? textContent(element) : (element.attribs[rule.attribute] ?? null);
        if (raw === null) continue;
        const value = raw.replace(/\s+/g, " ").trim().slice(0, EXTRACTION_LIMITS.valueLength);
        if (value !== "") values.push(value);
        if (values.length === EXTRACTION_LIMITS.values) break;
      }
      extracted[rule.name] = values;
    }
    return extracted;
  };
}
