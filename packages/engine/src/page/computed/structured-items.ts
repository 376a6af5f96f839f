import type { Json, JsonLdBlock, JsonLdNode } from "./json-ld";

/** One typed object of the page's structured data, wherever it sits. */
export interface StructuredItem {
  /** Its @type values, without a schema.org prefix. */
  types: string[];
  /** Its properties (JSON-LD keys; microdata itemprops as the same shape). */
  node: JsonLdNode;
  /** True for an object that stands alone: a root or a member of @graph, not a property's value. */
  top: boolean;
  /** Where it is, for messages: "JSON-LD block 2". */
  source: string;
}

function typesOf(node: JsonLdNode): string[] {
  const t = node["@type"];
  const list = Array.isArray(t) ? t : [t];
  return list
    .filter((x): x is string => typeof x === "string")
    .map((x) => x.replace(/^https?:\/\/schema\.org\//, ""));
}

function walk(value: Json, top: boolean, source: string, out: StructuredItem[]): void {
  if (Array.isArray(value)) {
    for (const v of value) walk(v, top, source, out);
    return;
  }
  if (!value || typeof value !== "object") return;
  if ("@type" in value) out.push({ types: typesOf(value), node: value, top, source });
  for (const [key, v] of Object.entries(value)) {
    if (key === "@context" || typeof v !== "object") continue;
    // @graph members stand alone, like roots; any other property's value is nested.
    walk(v, key === "@graph" && top, source, out);
  }
}

/**
 * The typed objects of every parsed JSON-LD block and of the microdata, roots and @graph members
 * marked as top-level.
 */
export function structuredItemsOf(
  blocks: readonly JsonLdBlock[],
  microdata: readonly JsonLdNode[] = [],
): StructuredItem[] {
  const items: StructuredItem[] = [];
  for (const block of blocks) {
    if (block.data !== undefined) walk(block.data, true, `JSON-LD block ${block.number}`, items);
  }
  for (const item of microdata) walk(item, true, "microdata", items);
  return items;
}
