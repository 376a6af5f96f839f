import { describe, expect, it } from "vitest";
import { OpenAddressTable } from "./open-address-table";

// Numbers strings with the table (a deliberately weak hash: many collisions) and with a Map.
function numberWith(table: OpenAddressTable, keys: string[], words: string[], hash: (w: string) => number) {
  return words.map((word) => {
    const h = hash(word);
    let entry = table.first(h);
    while (entry !== -1 && keys[entry] !== word) entry = table.next();
    if (entry === -1) {
      entry = table.add(h);
      keys[entry] = word;
    }
    return entry;
  });
}

function numberWithMap(words: string[]): number[] {
  const ids = new Map<string, number>();
  return words.map((w) => {
    let id = ids.get(w);
    if (id === undefined) {
      id = ids.size;
      ids.set(w, id);
    }
    return id;
  });
}

describe("OpenAddressTable", () => {
  let seed = 11;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed;
  };
  const words = Array.from({ length: 20_000 }, () => `w${random() % 3000}`);

  it.each([
    [
      "a good hash",
      (w: string) => {
        let h = 0x811c9dc5;
        for (let i = 0; i < w.length; i++) h = Math.imul(h ^ w.charCodeAt(i), 0x01000193);
        return h ^ (h >>> 15);
      },
    ],
    ["a hash of 7 values (collisions everywhere)", (w: string) => w.length * 31 + (w.charCodeAt(1) % 3)],
    ["negative hashes", (w: string) => -1 - (w.charCodeAt(w.length - 1) << 20)],
  ])("numbers keys as a Map would, with %s, while growing from the smallest size", (_, hash) => {
    const table = new OpenAddressTable(1);
    const keys: string[] = [];
    expect(numberWith(table, keys, words, hash)).toEqual(numberWithMap(words));
    expect(table.size).toBe(new Set(words).size);
  });

  it("is empty after clear and numbers from 0 again, for any number of uses", () => {
    const table = new OpenAddressTable();
    const hash = (w: string) => w.charCodeAt(1) * 7919;
    for (let round = 0; round < 5; round++) {
      const some = words.slice(round * 1000, round * 1000 + 1000);
      expect(numberWith(table, [], some, hash)).toEqual(numberWithMap(some));
      table.clear();
      expect(table.size).toBe(0);
      expect(table.first(hash(some[0]!))).toBe(-1);
    }
  });
});
