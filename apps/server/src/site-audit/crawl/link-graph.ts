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
 * Builds a LinkGraph from rows read in batches, holding numbers only (a 100,000-page crawl has
 * millions of block links: as objects they would not fit the crawl's memory budget). Add every
 * node first, then each block's links together, then the pages' blocks.
 */
export class LinkGraphBuilder {
  readonly #nodeOf = new Map<number, number>();
  readonly #urlIds: number[] = [];
  readonly #redirectUrlIds: number[] = [];
  readonly #blockOf = new Map<number, number>();
  readonly #blockLinkStart: number[] = [0];
  readonly #linkTarget: number[] = [];
  readonly #linkWeight: number[] = [];
  readonly #pageOfBlockRef: number[] = [];
  readonly #blockOfBlockRef: number[] = [];

  /** `redirectUrlId`: where the URL redirects, -1 when it does not. */
  addNode(urlId: number, redirectUrlId: number): void {
    this.#nodeOf.set(urlId, this.#urlIds.length);
    this.#urlIds.push(urlId);
    this.#redirectUrlIds.push(redirectUrlId);
  }

  /** A followed link of `blockId`; a block's links come one after another. */
  addBlockLink(blockId: number, targetUrlId: number, weight: number): void {
    let block = this.#blockOf.get(blockId);
    if (block === undefined) {
      block = this.#blockLinkStart.length - 1;
      this.#blockOf.set(blockId, block);
      this.#blockLinkStart.push(this.#linkTarget.length);
    }
    if (block !== this.#blockLinkStart.length - 2) throw new Error(`Links of block ${blockId} came apart`);
    const target = this.#nodeOf.get(targetUrlId);
    if (target === undefined) return;
    this.#linkTarget.push(target);
    this.#linkWeight.push(weight);
    this.#blockLinkStart[block + 1] = this.#linkTarget.length;
  }

  addPageBlock(pageUrlId: number, blockId: number): void {
    const node = this.#nodeOf.get(pageUrlId);
    const block = this.#blockOf.get(blockId);
    if (node === undefined || block === undefined) return;
    this.#pageOfBlockRef.push(node);
    this.#blockOfBlockRef.push(block);
  }

  build(): LinkGraph {
    const n = this.#urlIds.length;
    const redirectTo = Int32Array.from(this.#redirectUrlIds, (id) =>
      id < 0 ? -1 : (this.#nodeOf.get(id) ?? -1),
    );
    // Counting sort of the (page, block) pairs by page.
    const pageBlockStart = new Int32Array(n + 1);
    for (const node of this.#pageOfBlockRef) pageBlockStart[node + 1]!++;
    for (let i = 0; i < n; i++) pageBlockStart[i + 1]! += pageBlockStart[i]!;
    const fill = pageBlockStart.slice(0, n);
    const pageBlocks = new Int32Array(this.#pageOfBlockRef.length);
    for (let k = 0; k < this.#pageOfBlockRef.length; k++)
      pageBlocks[fill[this.#pageOfBlockRef[k]!]!++] = this.#blockOfBlockRef[k]!;
    return {
      urlIds: Int32Array.from(this.#urlIds),
      redirectTo,
      pageBlockStart,
      pageBlocks,
      blockLinkStart: Int32Array.from(this.#blockLinkStart),
      linkTarget: Int32Array.from(this.#linkTarget),
      linkWeight: Float64Array.from(this.#linkWeight),
    };
  }
}
