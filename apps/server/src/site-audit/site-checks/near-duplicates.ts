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
/** Blocks a bucket key spans at most: 4 × 8 bits plus the node index stay exact in a double. */
const MAX_KEY_BLOCKS = 4;

/**
 * For each text group, the closest other group whose SimHash differs in at most `maxDistance`
 * bits (ties: the lower group index); groups with none are absent.
 *
 * Comparing every pair is quadratic, so candidates come from exact matches on blocks (Manku, Jain
 * and Das Sarma, 2007): the 64 bits are cut into 8 blocks of 8; d differing bits touch at most d
 * blocks, so two fingerprints within d bits agree exactly on at least 8 − d blocks, and on every
 * k-subset of those for k ≤ 8 − d. Bucketing each fingerprint by every k-subset of blocks (k =
 * min(8 − d, 4): 28 tables of 16-bit keys for d = 6) therefore puts every such pair in a shared
 * bucket at least once; each candidate is then measured exactly. With d ≥ 8, k = 0: one bucket,
 * every pair compared. Groups with the same fingerprint but different text are collapsed first
 * (distance 0 to each other), so a template repeated on thousands of pages is one fingerprint.
 */
export function nearestMatches(groups: TextGroup[], maxDistance: number): Map<number, NearestMatch> {
  const best = new Map<number, NearestMatch>();
  const consider = (a: number, b: number, distance: number) => {
    const current = best.get(a);
    if (!current || distance < current.distance || (distance === current.distance && b < current.group)) {
      best.set(a, { group: b, distance });
    }
  };

  // Distinct fingerprints, each with its groups in index order.
  const nodeOf = new Map<string, number>();
  const members: number[][] = [];
  groups.forEach((group, index) => {
    const key = group.simhash.toLowerCase().padStart(16, "0");
    const node = nodeOf.get(key);
    if (node === undefined) {
      nodeOf.set(key, members.length);
      members.push([index]);
    } else members[node]!.push(index);
  });
  for (const node of members) {
    if (node.length < 2) continue;
    for (const a of node) consider(a, node[0] === a ? node[1]! : node[0]!, 0);
  }
  if (maxDistance <= 0) return best;

  const nodes = members.length;
  const hi = new Uint32Array(nodes);
  const lo = new Uint32Array(nodes);
  for (const [hex, node] of nodeOf) {
    hi[node] = Number.parseInt(hex.slice(0, 8), 16);
    lo[node] = Number.parseInt(hex.slice(8), 16);
  }
  const block = (node: number, b: number) =>
    b < 4 ? (hi[node]! >>> (24 - 8 * b)) & 255 : (lo[node]! >>> (24 - 8 * (b - 4))) & 255;
  const indexScale = 2 ** Math.ceil(Math.log2(nodes + 1));
  if (indexScale > 2 ** 21) throw new Error(`too many fingerprints for near-duplicate search: ${nodes}`);

  const compare = (a: number, b: number) => {
    const distance = popcount32(hi[a]! ^ hi[b]!) + popcount32(lo[a]! ^ lo[b]!);
    if (distance > maxDistance) return;
    for (const group of members[a]!) consider(group, members[b]![0]!, distance);
    for (const group of members[b]!) consider(group, members[a]![0]!, distance);
  };

  const keyBlocks = Math.min(Math.max(BLOCKS - maxDistance, 0), MAX_KEY_BLOCKS);
  const packed = new Float64Array(nodes);
  for (const blocks of combinations(BLOCKS, keyBlocks)) {
    for (let node = 0; node < nodes; node++) {
      let key = 0;
      for (const b of blocks) key = key * 256 + block(node, b);
      packed[node] = key * indexScale + node;
    }
    packed.sort();
    // Runs of equal keys are the buckets.
    let start = 0;
    while (start < nodes) {
      const key = Math.floor(packed[start]! / indexScale);
      let end = start + 1;
      while (end < nodes && Math.floor(packed[end]! / indexScale) === key) end++;
      for (let i = start; i < end; i++) {
        for (let j = i + 1; j < end; j++) compare(packed[i]! % indexScale, packed[j]! % indexScale);
      }
      start = end;
    }
  }
  return best;
}

function popcount32(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 63;
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
