import {
  BLOCK_ELEMENTS,
  BOILERPLATE_ELEMENTS,
  CHROME_ELEMENTS,
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
  /** Never main content, wherever it sits (`CHROME_ELEMENTS`). */
  chrome: boolean;
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
      name: internalized(name),
      isVoid: VOID_ELEMENTS.has(name),
      impliesClose: OPEN_IMPLIES_CLOSE.get(name),
      integration: HTML_INTEGRATION_ELEMENTS.has(name),
      detached: DETACHED_ELEMENTS.has(name),
      headElement: HEAD_ELEMENTS.has(name),
      invisibleText: INVISIBLE_TEXT_ELEMENTS.has(name),
      block: BLOCK_ELEMENTS.has(name),
      boilerplate: BOILERPLATE_ELEMENTS.has(name),
      chrome: CHROME_ELEMENTS.has(name),
      // Own properties only: "constructor" is no resource attribute (an inherited value found no attribute either).
      resourceAttribute: Object.hasOwn(RESOURCE_ATTRIBUTES, name) ? RESOURCE_ATTRIBUTES[name] : undefined,
    };
    if (known.size >= KNOWN_LIMIT) known.clear();
    known.set(name, info);
    remember(info);
  }
  return info;
}

/**
 * `name` as V8 keeps a property name: one shared copy ("internalized"). The extractor compares tag
 * names with literals (`switch`, `===`) and with the names of open elements on every tag; two
 * internalized strings compare by pointer, a sliced one character by character.
 */
function internalized(name: string): string {
  const key = Object.keys({ [name]: 0 })[0];
  return key === name ? key : name;
}

// Tag infos by the characters of their name, so a tag in the HTML can be recognised without
// slicing and lower-casing it: open addressing on a hash of the lower-cased ASCII name.
const SLOTS = 4096;
const slots: (TagInfo | undefined)[] = new Array(SLOTS);
let remembered = 0;

function asciiHash(text: string, start: number, end: number): number {
  let hash = end - start;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ (text.charCodeAt(i) | 0x20), 0x01000193);
  return (hash ^ (hash >>> 13)) & (SLOTS - 1);
}

function remember(info: TagInfo): void {
  const name = info.name;
  // Only names of ASCII letters, digits and "-" (what `tagInfoAt` can compare); a full table stays as it is.
  if (remembered >= SLOTS / 2 || !/^[a-z][a-z0-9-]*$/.test(name)) return;
  let slot = asciiHash(name, 0, name.length);
  while (slots[slot] !== undefined) {
    if (slots[slot] === info || slots[slot]!.name === name) return;
    slot = (slot + 1) & (SLOTS - 1);
  }
  slots[slot] = info;
  remembered++;
}

/**
 * The {@link TagInfo} of the tag name `html.slice(start, end)` lower-cased, when it is a name seen
 * before and written in ASCII; undefined otherwise (the caller then slices and lower-cases).
 * Exact: a known name holds only [a-z0-9-], and an HTML character matches a name character only
 * when it is that character or its ASCII upper case.
 */
export function tagInfoAt(html: string, start: number, end: number): TagInfo | undefined {
  const length = end - start;
  let slot = asciiHash(html, start, end);
  for (let info = slots[slot]; info !== undefined; info = slots[slot]) {
    const name = info.name;
    if (name.length === length) {
      let i = 0;
      for (; i < length; i++) {
        const c = html.charCodeAt(start + i);
        const lower = c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
        if (lower !== name.charCodeAt(i)) break;
      }
      if (i === length) return info;
    }
    slot = (slot + 1) & (SLOTS - 1);
  }
  return undefined;
}
