/**
 * A crawl's internal link graph in typed arrays, shaped as the crawl stores it (ADR 014): pages
 * carry link blocks, and a navigation block shared by 100,000 pages is one block, not 100,000
 * copies of its links. Walking the graph through its blocks costs pages × blocks + distinct
 * block links, which is what lets the link score iterate over a 100,000-page crawl in memory.
 *
 * Nodes are the crawl's fetched URLs (not its images, stylesheets and scripts). Links to anything
 * else (another host, an excluded or robots-blocked URL) are not edges: the graph is the site's.
 */
export interface LinkGraph {
  /** Node index → crawl_urls.id. */
  urlIds: Int32Array;
  /** Node index → the node its redirect leads to, -1 when it does not redirect to a node. */
  redirectTo: Int32Array;
  /** Compressed rows: node i's blocks are pageBlocks[pageBlockStart[i] .. pageBlockStart[i + 1]). */
  pageBlockStart: Int32Array;
  /** Block indexes. */
  pageBlocks: Int32Array;
  /** Compressed rows: block b's links are linkTarget[blockLinkStart[b] .. blockLinkStart[b + 1]). */
  blockLinkStart: Int32Array;
  /** Node index of each followed link's target. */
  linkTarget: Int32Array;
  /** Each link's weight (navigation links count less: link-scores.ts). */
  linkWeight: Float64Array;
}

/**
 * Builds a LinkGraph from rows read in batches, in typed arrays only: a 100,000-page crawl has
 * millions of block links, and the crawl process runs with a 200 MB heap (CRAWL_NODE_FLAGS), so
 * neither rows nor Maps of them may pile up. Ids map to indexes by binary search over the ids
 * themselves, which come in increasing order (a crawl's ids need not be contiguous: other crawls
 * take ids while it runs). Add every node first, in increasing id order, then each block's links
 * together, blocks in increasing id order, then the pages' blocks.
 */
export class LinkGraphBuilder {
  readonly #urlIds = int32List();
  readonly #blockIds = int32List();
  readonly #redirectUrlIds = int32List();
  readonly #blockLinkStart = int32List();
  readonly #linkTarget = int32List();
  readonly #linkWeight = new TypedList((length) => new Float32Array(length));
  readonly #refPage = int32List();
  readonly #refBlock = int32List();
  #lastBlockId: number | null = null;

  constructor() {
    this.#blockLinkStart.push(0);
  }

  /** `redirectUrlId`: where the URL redirects, -1 when it does not. Ids in increasing order. */
  addNode(urlId: number, redirectUrlId: number): void {
    if (this.#urlIds.length > 0 && urlId <= this.#urlIds.last())
      throw new Error(`URL ${urlId} came out of order`);
    this.#urlIds.push(urlId);
    this.#redirectUrlIds.push(redirectUrlId);
  }

  /** A followed link of `blockId`; a block's links come one after another. */
  addBlockLink(blockId: number, targetUrlId: number, weight: number): void {
    if (blockId !== this.#lastBlockId) {
      if (this.#lastBlockId !== null && blockId < this.#lastBlockId)
        throw new Error(`Links of block ${blockId} came apart`);
      this.#blockIds.push(blockId);
      this.#blockLinkStart.push(this.#linkTarget.length);
      this.#lastBlockId = blockId;
    }
    const target = this.#urlIds.indexOf(targetUrlId);
    if (target < 0) return;
    this.#linkTarget.push(target);
    this.#linkWeight.push(weight);
    this.#blockLinkStart.setLast(this.#linkTarget.length);
  }

  /** The ids of the nodes added so far, in increasing order. */
  urlIds(): Int32Array {
    return this.#urlIds.toArray();
  }

  addPageBlock(pageUrlId: number, blockId: number): void {
    const node = this.#urlIds.indexOf(pageUrlId);
    const block = this.#blockIds.indexOf(blockId);
    if (node < 0 || block < 0) return;
    this.#refPage.push(node);
    this.#refBlock.push(block);
  }

  build(): LinkGraph {
    const n = this.#urlIds.length;
    const redirects = this.#redirectUrlIds.toArray();
    const redirectTo = new Int32Array(n);
    for (let i = 0; i < n; i++) redirectTo[i] = redirects[i]! < 0 ? -1 : this.#urlIds.indexOf(redirects[i]!);
    // Counting sort of the (page, block) pairs by page.
    const refPage = this.#refPage.toArray();
    const refBlock = this.#refBlock.toArray();
    const pageBlockStart = new Int32Array(n + 1);
    for (const node of refPage) pageBlockStart[node + 1]!++;
    for (let i = 0; i < n; i++) pageBlockStart[i + 1]! += pageBlockStart[i]!;
    const fill = pageBlockStart.slice(0, n);
    const pageBlocks = new Int32Array(refPage.length);
    for (let k = 0; k < refPage.length; k++) pageBlocks[fill[refPage[k]!]!++] = refBlock[k]!;
    return {
      urlIds: this.#urlIds.toArray(),
      redirectTo,
      pageBlockStart,
      pageBlocks,
      blockLinkStart: this.#blockLinkStart.toArray(),
      linkTarget: this.#linkTarget.toArray(),
      linkWeight: Float64Array.from(this.#linkWeight.toArray()),
    };
  }
}

type NumberArray = Int32Array | Float32Array;

/** A growable typed array (doubling), so that millions of entries stay off the JS heap. */
class TypedList<T extends NumberArray> {
  #items: T;
  length = 0;
  constructor(readonly make: (length: number) => T) {
    this.#items = make(1024);
  }
  push(value: number): void {
    if (this.length === this.#items.length) {
      const grown = this.make(this.#items.length * 2);
      grown.set(this.#items);
      this.#items = grown;
    }
    this.#items[this.length++] = value;
  }
  setLast(value: number): void {
    this.#items[this.length - 1] = value;
  }
  last(): number {
    return this.#items[this.length - 1]!;
  }
  /** The index of `value` in a list kept in increasing order (binary search); -1 when absent. */
  indexOf(value: number): number {
    let low = 0;
    let high = this.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const at = this.#items[mid]!;
      if (at === value) return mid;
      if (at < value) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }
  toArray(): T {
    return this.#items.slice(0, this.length) as T;
  }
}

const int32List = () => new TypedList((length) => new Int32Array(length));
