/**
 * The attributes of the start tag being read, filled from htmlparser2's
 * `Tokenizer` callbacks without building an object per tag. Semantics match
 * the `attribs` object of htmlparser2's `Parser`: names lower-cased, the first
 * occurrence of a name wins, and `__proto__` is dropped (assigning a string to
 * `obj.__proto__` does nothing). Values are sliced from the HTML only when read.
 */
export class AttributeList {
  #html = "";
  #names: string[] = [];
  /** Materialised value, or null while it is still the range below. */
  #values: (string | null)[] = [];
  #starts: number[] = [];
  #ends: number[] = [];
  #count = 0;
  /** A bit per name held ({@link nameBit}): most names asked for are absent, and are told so without a search. */
  #held = 0;
  #name = "";
  /** The value being read: a range of the HTML until an entity forces a string. */
  #valueStart = -1;
  #valueEnd = -1;
  #valueText: string | null = null;

  /** Starts a new tag of `html`. */
  reset(html: string): void {
    this.#html = html;
    this.#count = 0;
    this.#held = 0;
  }

  get count(): number {
    return this.#count;
  }

  startName(name: string): void {
    this.#name = name;
  }

  addData(start: number, end: number): void {
    if (this.#valueText !== null) this.#valueText += this.#html.slice(start, end);
    else if (this.#valueStart === -1) {
      this.#valueStart = start;
      this.#valueEnd = end;
    } else if (this.#valueEnd === start) this.#valueEnd = end;
    else this.#valueText = this.#html.slice(this.#valueStart, this.#valueEnd) + this.#html.slice(start, end);
  }

  addText(text: string): void {
    if (this.#valueText === null) {
      this.#valueText = this.#valueStart === -1 ? "" : this.#html.slice(this.#valueStart, this.#valueEnd);
    }
    this.#valueText += text;
  }

  /** Ends the current attribute; `keep` is false when the tag's attributes are being ignored. */
  end(keep: boolean): void {
    const name = this.#name;
    if (keep && name !== "__proto__" && this.#indexOf(name) === -1) {
      const i = this.#count++;
      this.#names[i] = name;
      this.#held |= nameBit(name);
      if (this.#valueText !== null) {
        this.#values[i] = this.#valueText;
      } else {
        this.#values[i] = this.#valueStart === -1 ? "" : null;
        this.#starts[i] = this.#valueStart;
        this.#ends[i] = this.#valueEnd;
      }
    }
    this.#valueStart = -1;
    this.#valueEnd = -1;
    this.#valueText = null;
  }

  #indexOf(name: string): number {
    if ((this.#held & nameBit(name)) === 0) return -1;
    for (let i = 0; i < this.#count; i++) if (this.#names[i] === name) return i;
    return -1;
  }

  /** Value of attribute `name`; undefined when absent. */
  get(name: string): string | undefined {
    const i = this.#indexOf(name);
    if (i === -1) return undefined;
    let value = this.#values[i];
    if (value === null || value === undefined) {
      value = this.#html.slice(this.#starts[i], this.#ends[i]);
      this.#values[i] = value;
    }
    return value;
  }

  /** Whether some attribute name starts with `prefix`. */
  someNameStartsWith(prefix: string): boolean {
    for (let i = 0; i < this.#count; i++) if (this.#names[i]!.startsWith(prefix)) return true;
    return false;
  }

  /**
   * The names in `Object.keys` order of the `Parser`'s attribs object:
   * array-index names ("0", "12") first in numeric order, then the others as written.
   */
  keys(): string[] {
    const names = this.#names.slice(0, this.#count);
    if (!names.some(isArrayIndex)) return names;
    const indices = names.filter(isArrayIndex).sort((a, b) => Number(a) - Number(b));
    return [...indices, ...names.filter((n) => !isArrayIndex(n))];
  }

  /** A plain object of the attributes (for tests and debugging). */
  toObject(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const name of this.keys()) out[name] = this.get(name)!;
    return out;
  }
}

// One of 32 bits for a name, from its length and first and last characters: equal names share it.
function nameBit(name: string): number {
  return 1 << ((name.length * 7 + name.charCodeAt(0) * 3 + name.charCodeAt(name.length - 1)) & 31);
}

// A canonical integer below 2^32 − 1: what JavaScript treats as an array index property key.
function isArrayIndex(name: string): boolean {
  // Names nearly always start with a letter: no regex for them (this runs for every link's attributes).
  const first = name.charCodeAt(0);
  if (!(first >= 0x30 && first <= 0x39)) return false;
  if (!/^(?:0|[1-9]\d{0,9})$/.test(name)) return false;
  return Number(name) < 2 ** 32 - 1;
}
