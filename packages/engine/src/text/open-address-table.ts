/**
 * An open-addressing hash table that numbers keys: each distinct key gets an entry number
 * 0, 1, 2, … in order of insertion, and the caller keeps whatever it needs per entry (the key, a
 * count, a value) in its own arrays indexed by that number. For hot paths where a `Map` is the
 * cost: typed arrays instead of heap objects, no string keys to build, and nothing to allocate
 * per lookup.
 *
 * The table holds, per slot, entry + 1 (0 = empty, linear probing, at most half full) and, per
 * entry, its hash and its slot. A lookup walks the probe run of a hash and stops at each entry
 * whose hash is equal; the caller compares its key there (a hash collision never returns another
 * key's entry, as long as the caller's comparison is exact):
 *
 *     let entry = table.first(hash);
 *     while (entry !== -1 && keys[entry] !== key) entry = table.next();
 *     if (entry === -1) entry = table.add(hash); // where the probe run ended
 *
 * Hashes are 32-bit integers (`Math.imul`, `^`, `| 0` results). Emptying costs the entries, not
 * the capacity, so one table can serve many short uses.
 *
 * Browser-safe: no Node built-ins.
 */
export class OpenAddressTable {
  #slots: Int32Array;
  #mask: number;
  #hashes: Int32Array;
  #entrySlots: Int32Array;
  #size = 0;
  // The probe: the hash looked up and the slot last read.
  #hash = 0;
  #slot = 0;

  /** A table for about `expected` entries before it first grows. */
  constructor(expected = 8) {
    let capacity = 16;
    while (capacity < expected * 2) capacity *= 2;
    this.#slots = new Int32Array(capacity);
    this.#mask = capacity - 1;
    this.#hashes = new Int32Array(capacity / 2);
    this.#entrySlots = new Int32Array(capacity / 2);
  }

  /** Number of entries. */
  get size(): number {
    return this.#size;
  }

  /** The first entry with hash `hash`, or -1 when there is none. */
  first(hash: number): number {
    this.#hash = hash;
    this.#slot = hash & this.#mask;
    return this.#scan();
  }

  /** The next entry with the hash of the last {@link first}, or -1 when there is none. */
  next(): number {
    this.#slot = (this.#slot + 1) & this.#mask;
    return this.#scan();
  }

  // From the current slot, the first entry whose hash is the probe's; -1 at an empty slot, which stays current.
  #scan(): number {
    const slots = this.#slots;
    const hashes = this.#hashes;
    const mask = this.#mask;
    const hash = this.#hash;
    for (let slot = this.#slot; ; slot = (slot + 1) & mask) {
      const stored = slots[slot]!;
      if (stored === 0) {
        this.#slot = slot;
        return -1;
      }
      if (hashes[stored - 1] === hash) {
        this.#slot = slot;
        return stored - 1;
      }
    }
  }

  /**
   * Adds an entry for the key the last lookup did not find (it must have ended with -1 and nothing
   * may have been added since) and returns its number, which is the old {@link size}.
   */
  add(hash: number): number {
    const entry = this.#size++;
    if (entry === this.#hashes.length) {
      this.#hashes = grown(this.#hashes);
      this.#entrySlots = grown(this.#entrySlots);
    }
    this.#slots[this.#slot] = entry + 1;
    this.#hashes[entry] = hash;
    this.#entrySlots[entry] = this.#slot;
    if (this.#size * 2 > this.#slots.length) this.#grow();
    return entry;
  }

  /** Forgets every entry. */
  clear(): void {
    const slots = this.#slots;
    const entrySlots = this.#entrySlots;
    for (let e = 0; e < this.#size; e++) slots[entrySlots[e]!] = 0;
    this.#size = 0;
  }

  // Doubles the slots and puts every entry back by its hash.
  #grow(): void {
    const slots = new Int32Array(this.#slots.length * 2);
    const mask = slots.length - 1;
    for (let e = 0; e < this.#size; e++) {
      let slot = this.#hashes[e]! & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = e + 1;
      this.#entrySlots[e] = slot;
    }
    this.#slots = slots;
    this.#mask = mask;
  }
}

function grown(array: Int32Array): Int32Array {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
