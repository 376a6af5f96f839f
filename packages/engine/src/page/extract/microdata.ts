import type { JsonLdNode } from "../computed/json-ld";
import type { AttributeList } from "./attribute-list";

/**
 * Microdata items (`itemscope`/`itemtype`/`itemprop`) as JSON-LD-shaped objects, so the
 * structured-data checks read both the same way: `{"@type": ["Product"], name: "…", offers:
 * {"@type": ["Offer"], price: "9.99"}}`. A property's value is its `content`, `href`, `src` or
 * `datetime` attribute, else "(text)" (its text is not kept; only presence is judged). `itemref`
 * is not followed.
 */
export class MicrodataCollector {
  readonly items: JsonLdNode[] = [];
  /** Open items, innermost last, with the depth of the element that opened each. */
  readonly #open: { node: JsonLdNode; depth: number }[] = [];

  /** An element opened at `depth` (0 = the document's first element). */
  open(attribs: AttributeList, depth: number): void {
    const scope = attribs.get("itemscope") !== undefined;
    const prop = attribs.get("itemprop");
    if (!scope && prop === undefined) return;
    const parent = this.#open.at(-1)?.node;
    let value: string | JsonLdNode;
    if (scope) {
      const types = (attribs.get("itemtype") ?? "")
        .split(/\s+/)
        .filter((t) => t !== "")
        .map((t) => t.replace(/^https?:\/\/schema\.org\//, ""));
      const node: JsonLdNode = types.length > 0 ? { "@type": types } : {};
      this.#open.push({ node, depth });
      value = node;
      if (prop === undefined || !parent) this.items.push(node);
    } else {
      value =
        attribs.get("content") ??
        attribs.get("href") ??
        attribs.get("src") ??
        attribs.get("datetime") ??
        "(text)";
    }
    if (prop === undefined || !parent) return;
    for (const name of prop.split(/\s+/)) {
      if (name === "") continue;
      const existing = parent[name];
      if (existing === undefined) parent[name] = value;
      else if (Array.isArray(existing)) existing.push(value);
      else parent[name] = [existing, value];
    }
  }

  /** The element opened at `depth` closed. */
  close(depth: number): void {
    if (this.#open.length > 0 && this.#open.at(-1)!.depth === depth) this.#open.pop();
  }
}
