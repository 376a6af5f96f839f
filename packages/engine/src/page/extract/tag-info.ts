import {
  BLOCK_ELEMENTS,
  BOILERPLATE_ELEMENTS,
  DETACHED_ELEMENTS,
  HEAD_ELEMENTS,
  INVISIBLE_TEXT_ELEMENTS,
  RESOURCE_ATTRIBUTES,
} from "./html-rules";
import { HTML_INTEGRATION_ELEMENTS, OPEN_IMPLIES_CLOSE, VOID_ELEMENTS } from "./parser-rules";

/**
 * Everything the tag bookkeeping and the extractor ask about a tag name, looked
 * up once per distinct name instead of in a dozen sets per element.
 */
export interface TagInfo {
  name: string;
  isVoid: boolean;
  /** Open elements this one closes (`OPEN_IMPLIES_CLOSE`). */
  impliesClose: ReadonlySet<string> | undefined;
  /** Opens an HTML context inside SVG/MathML (`HTML_INTEGRATION_ELEMENTS`). */
  integration: boolean;
  detached: boolean;
  headElement: boolean;
  invisibleText: boolean;
  block: boolean;
  boilerplate: boolean;
  /** Attribute that loads a subresource (`RESOURCE_ATTRIBUTES`), if any. */
  resourceAttribute: string | undefined;
}

const known = new Map<string, TagInfo>();
// Pages invent tag names (custom elements); the table is dropped when it grows past this.
const KNOWN_LIMIT = 5_000;

/** The {@link TagInfo} of a (lower-cased, SVG-adjusted) tag name. */
export function tagInfo(name: string): TagInfo {
  let info = known.get(name);
  if (info === undefined) {
    info = {
      name,
      isVoid: VOID_ELEMENTS.has(name),
      impliesClose: OPEN_IMPLIES_CLOSE.get(name),
      integration: HTML_INTEGRATION_ELEMENTS.has(name),
      detached: DETACHED_ELEMENTS.has(name),
      headElement: HEAD_ELEMENTS.has(name),
      invisibleText: INVISIBLE_TEXT_ELEMENTS.has(name),
      block: BLOCK_ELEMENTS.has(name),
      boilerplate: BOILERPLATE_ELEMENTS.has(name),
      // Own properties only: "constructor" is no resource attribute (an inherited value found no attribute either).
      resourceAttribute: Object.hasOwn(RESOURCE_ATTRIBUTES, name) ? RESOURCE_ATTRIBUTES[name] : undefined,
    };
    if (known.size >= KNOWN_LIMIT) known.clear();
    known.set(name, info);
  }
  return info;
}
