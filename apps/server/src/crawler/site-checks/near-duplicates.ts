import { hammingDistance } from "@ranklens/engine/site";

/** Pages with the same main text (one text hash) and so the same 64-bit SimHash. */
export interface TextGroup {
  /** crawl_urls ids, ascending. */
  urlIds: number[];
  /** 16 hex digits. */
  simhash: string;
}

export interface NearestMatch {
  /** Index into the groups. */
  group: number;
  distance: number;
}

const BLOCKS = 8;
const HEX_PER_BLOCK = 16 / BLOCKS;

/**
 * For each group, the closest other group whose SimHash differs in at most `maxDistance` bits
 * (ties: the lower group index); groups with none are absent.
 *
 * SQL cannot compare every pair's Hamming distance in time, so candidates come from exact matches
 * on blocks (Manku, Jain and Das Sarma, 2007): the 64 bits are cut into 8 blocks of 8; d differing
 * bits touch at most d blocks, so two fingerprints within d bits agree exactly on at least 8 − d
 * blocks. Bucketing every group by each choice of 8 − d blocks (28 tables for d = 6) puts every
 * such pair in a shared bucket at least once; each candidate is then measured exactly. With
 * d ≥ 8 no block need agree and every pair is compared.
 */
export function nearestMatches(groups: TextGroup[], maxDistance: number): Map<number, NearestMatch> {
  const fingerprints = groups.map((group) => BigInt(`0x${group.simhash}`));
  const mustAgree = Math.max(0, BLOCKS - maxDistance);
  const best = new Map<number, NearestMatch>();
  const compared = new Set<number>();
  const consider = (a: number, b: number, distance: number) => {
    const current = best.get(a);
    if (!current || distance < current.distance || (distance === current.distance && b < current.group)) {
      best.set(a, { group: b, distance });
    }
  };
  for (const blocks of combinations(BLOCKS, mustAgree)) {
    const buckets = new Map<string, number[]>();
    groups.forEach((group, index) => {
      const key = blocks.map((block) => group.simhash.substr(block * HEX_PER_BLOCK, HEX_PER_BLOCK)).join("");
      const bucket = buckets.get(key);
      if (bucket) bucket.push(index);
      else buckets.set(key, [index]);
    });
    for (const bucket of buckets.values()) {
      for (let i = 0; i < bucket.length; i++) {
        for (let j = i + 1; j < bucket.length; j++) {
          const a = bucket[i]!;
          const b = bucket[j]!;
          const pair = a * groups.length + b;
          if (compared.has(pair)) continue;
          compared.add(pair);
          const distance = hammingDistance(fingerprints[a]!, fingerprints[b]!);
          if (distance > maxDistance) continue;
          consider(a, b, distance);
          consider(b, a, distance);
        }
      }
    }
  }
  return best;
}

/** Every k-element subset of 0 … n−1, in lexicographic order (one empty subset when k = 0). */
function combinations(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === k) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i < n; i++) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return out;
}
