/** A parsed JSON value. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** A JSON-LD object (a node when it has an @type). */
export type JsonLdNode = { [key: string]: Json };

/** One `<script type="application/ld+json">` block, parsed. */
export interface JsonLdBlock {
  /** 1-based position of the block on the page. */
  number: number;
  /** The parsed value; undefined when the text is not JSON. */
  data: Json | undefined;
  /** The parser's message when the text is not JSON. */
  error: string | null;
}

/**
 * Parses each block. A `<![CDATA[ … ]]>` wrapper (XHTML serialisers add one inside scripts) is
 * dropped first, as browsers' JSON-LD readers see the text without it.
 */
export function parseJsonLdBlocks(raw: readonly string[]): JsonLdBlock[] {
  return raw.map((text, index) => {
    try {
      return {
        number: index + 1,
        data: JSON.parse(text.replace(/^\s*<!\[CDATA\[|\]\]>\s*$/g, "")) as Json,
        error: null,
      };
    } catch (error) {
      return { number: index + 1, data: undefined, error: (error as Error).message };
    }
  });
}

/** Every JSON-LD node with an @type, including @graph members and nested objects. */
export function jsonLdNodes(value: Json, out: JsonLdNode[] = []): JsonLdNode[] {
  if (Array.isArray(value)) {
    for (const v of value) jsonLdNodes(v, out);
  } else if (value && typeof value === "object") {
    if ("@type" in value) out.push(value);
    for (const [key, v] of Object.entries(value))
      if (key !== "@context" && typeof v === "object") jsonLdNodes(v, out);
  }
  return out;
}

/** The @type values of a node (strings, without a schema.org prefix). */
export function typesOf(node: JsonLdNode): string[] {
  const t = node["@type"];
  const list = Array.isArray(t) ? t : [t];
  return list
    .filter((x): x is string => typeof x === "string")
    .map((x) => x.replace(/^https?:\/\/schema\.org\//, ""));
}

/** The distinct @types of all parsed blocks, in order of appearance. */
export function jsonLdTypes(blocks: readonly JsonLdBlock[]): string[] {
  const types = new Set<string>();
  for (const block of blocks) {
    if (block.data === undefined) continue;
    for (const node of jsonLdNodes(block.data)) for (const t of typesOf(node)) types.add(t);
  }
  return [...types];
}
