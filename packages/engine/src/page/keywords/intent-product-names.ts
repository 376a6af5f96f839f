import type { Json, JsonLdNode } from "../computed/json-ld";
import type { StructuredItem } from "../computed/structured-items";
import type { PageFacts } from "../extract/page-facts";
import { siteNameOfHost } from "./intent-site-name";
import type { PageType } from "./page-type";
import { phraseHaystack } from "./phrase-text";

/** The name of something the page sells or is about as a product, maker or brand. */
export interface ProductName {
  /** As written ("Raspberry Pi 5"). */
  name: string;
  /** Its normalised words, padded for `containsPhrase` (" raspberry pi 5 "). */
  haystack: string;
  /** What named it, for the signal ("schema.org Product", "title of the product page"). */
  source: string;
}

// Things that are bought or chosen between, and their makers (subtypes listed: JSON-LD names the exact type).
const PRODUCT_TYPES = new Set([
  "Product",
  "ProductGroup",
  "ProductModel",
  "IndividualProduct",
  "Brand",
  "SoftwareApplication",
  "MobileApplication",
  "WebApplication",
  "VideoGame",
]);
const ORGANIZATION_TYPES = new Set(["Organization", "Corporation"]);

// Properties whose Organization is the page's own publisher, not a maker it writes about: "los angeles"
// must not turn commercial because the "Los Angeles Times" published the article.
const OWNER_PROPERTIES = ["publisher", "author", "creator", "copyrightHolder", "sourceOrganization"];

// The microdata extractor keeps no element text: a name given as text reads "(text)".
const NO_TEXT = "(text)";

/**
 * Product, brand, app and organization names of the page's JSON-LD and microdata, and the title of
 * a product page: a keyword inside one of them names what the page offers (commercial, counted as
 * "transactional"). Organizations that publish or wrote the page, or whose URL is this site, are the
 * site itself and left out.
 */
export function productNamesOf(
  items: readonly StructuredItem[],
  facts: PageFacts,
  pageType: PageType,
): ProductName[] {
  const owners = ownersOf(items);
  const ownSite = siteNameOfUrl(facts.finalUrl);
  const names: ProductName[] = [];
  const add = (name: string, source: string) => {
    const haystack = phraseHaystack(name);
    if (haystack.trim() !== "" && !names.some((n) => n.haystack === haystack))
      names.push({ name, haystack, source });
  };
  for (const { types, node } of items) {
    const product = types.find((t) => PRODUCT_TYPES.has(t));
    const organization = types.find((t) => ORGANIZATION_TYPES.has(t));
    const type = product ?? organization;
    if (type === undefined) continue;
    if (!product && (owners.nodes.has(node) || owners.ids.has(idOf(node)) || isOwnSite(node, ownSite)))
      continue;
    for (const name of stringsOf(node.name)) add(name, `schema.org ${type}`);
  }
  if (pageType.kind === "product") {
    const title = facts.metas.find((m) => m.property === "og:title")?.content || facts.title;
    if (title) add(title, "title of the product page");
  }
  return names;
}

/** The Organizations named as the publisher or author of something on the page: nested, or by @id. */
function ownersOf(items: readonly StructuredItem[]): { nodes: Set<JsonLdNode>; ids: Set<string> } {
  const nodes = new Set<JsonLdNode>();
  const ids = new Set<string>();
  for (const { node } of items) {
    for (const property of OWNER_PROPERTIES) {
      const value = node[property];
      for (const owner of Array.isArray(value) ? value : [value]) {
        if (!owner || typeof owner !== "object" || Array.isArray(owner)) continue;
        nodes.add(owner);
        const id = idOf(owner);
        if (id !== "") ids.add(id);
      }
    }
  }
  return { nodes, ids };
}

function idOf(node: JsonLdNode): string {
  const id = node["@id"];
  return typeof id === "string" ? id : "";
}

function isOwnSite(node: JsonLdNode, ownSite: string | null): boolean {
  return ownSite !== null && stringsOf(node.url).some((url) => siteNameOfUrl(url) === ownSite);
}

function siteNameOfUrl(url: string): string | null {
  try {
    return siteNameOfHost(new URL(url).hostname);
  } catch {
    return null;
  }
}

function stringsOf(value: Json | undefined): string[] {
  if (typeof value === "string") return value !== NO_TEXT ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  // A language-tagged value: {"@value": "Firefox", "@language": "en"}.
  if (value && typeof value === "object") return stringsOf(value["@value"]);
  return [];
}
