import type { LinkGraph } from "./link-graph";

/** The share of a page's score it passes on through its links (PageRank's damping factor). */
export const DAMPING = 0.85;
/**
 * A navigation link (nav, header, footer, aside) passes half what a link in the text does: the
 * "reasonable surfer" reading, since a link a person placed in the text is far likelier to be
 * followed than the template's. Screaming Frog and Sitebulb weigh template links down too.
 */
export const NAV_LINK_WEIGHT = 0.5;
const MAX_ITERATIONS = 100;
/** Stop once the scores move less than this in total (they sum to 1). */
const TOLERANCE = 1e-7;

export interface LinkScores {
  /** 0–100 per node: the log of its PageRank between the weakest node (0) and the strongest (100). */
  score: Uint8Array;
  /** Distinct other pages with a followed link to the node. */
  uniqueInlinks: Int32Array;
  iterations: number;
}

/**
 * PageRank over the crawl's internal links, walked through the shared blocks: each page's score is
 * spread over its blocks (one sum per block however many pages carry it), then each block's sum
 * over its links. A redirect passes all of its score to its target. A page's links to itself are
 * not edges; a page with no followed links (a 404, a PDF) gives its score to every page alike,
 * as PageRank does with dangling pages. The result is put on a log scale, as PageRank is, so
 * that the home page does not flatten every other page to 0.
 */
export function computeLinkScores(graph: LinkGraph): LinkScores {
  const n = graph.urlIds.length;
  const { pageBlockStart, pageBlocks, blockLinkStart, linkTarget, linkWeight, redirectTo } = graph;
  const blockCount = blockLinkStart.length - 1;

  // One walk of every (page, link) pair: the weight each page sends, what of it comes back to the
  // page itself, and how many distinct pages link to each node.
  const blockWeight = new Float64Array(blockCount);
  for (let b = 0; b < blockCount; b++)
    for (let l = blockLinkStart[b]!; l < blockLinkStart[b + 1]!; l++) blockWeight[b]! += linkWeight[l]!;
  const outWeight = new Float64Array(n);
  const selfWeight = new Float64Array(n);
  const uniqueInlinks = new Int32Array(n);
  const lastLinker = new Int32Array(n).fill(-1);
  for (let p = 0; p < n; p++) {
    if (redirectTo[p]! >= 0 && redirectTo[p] !== p) outWeight[p] = 1;
    for (let k = pageBlockStart[p]!; k < pageBlockStart[p + 1]!; k++) {
      const b = pageBlocks[k]!;
      outWeight[p]! += blockWeight[b]!;
      for (let l = blockLinkStart[b]!; l < blockLinkStart[b + 1]!; l++) {
        const t = linkTarget[l]!;
        if (t === p) selfWeight[p]! += linkWeight[l]!;
        else if (lastLinker[t] !== p) {
          lastLinker[t] = p;
          uniqueInlinks[t]!++;
        }
      }
    }
    outWeight[p]! -= selfWeight[p]!;
    // Rounding can leave a page that links only to itself a sliver of weight.
    if (outWeight[p]! < 1e-9) outWeight[p] = 0;
  }

  let rank = new Float64Array(n).fill(1 / n);
  let next = new Float64Array(n);
  const blockMass = new Float64Array(blockCount);
  let iterations = 0;
  while (iterations < MAX_ITERATIONS) {
    iterations++;
    blockMass.fill(0);
    let dangling = 0;
    for (let p = 0; p < n; p++) {
      if (outWeight[p] === 0) {
        dangling += rank[p]!;
        continue;
      }
      const share = rank[p]! / outWeight[p]!;
      for (let k = pageBlockStart[p]!; k < pageBlockStart[p + 1]!; k++) blockMass[pageBlocks[k]!]! += share;
    }
    next.fill((1 - DAMPING) / n + (DAMPING * dangling) / n);
    for (let b = 0; b < blockCount; b++) {
      const mass = DAMPING * blockMass[b]!;
      if (mass === 0) continue;
      for (let l = blockLinkStart[b]!; l < blockLinkStart[b + 1]!; l++)
        next[linkTarget[l]!]! += mass * linkWeight[l]!;
    }
    for (let p = 0; p < n; p++) {
      if (outWeight[p] === 0) continue;
      const share = (DAMPING * rank[p]!) / outWeight[p]!;
      // The block walk sent the page's own links back to it: take them out again.
      if (selfWeight[p]! > 0) next[p]! -= share * selfWeight[p]!;
      const target = redirectTo[p]!;
      if (target >= 0 && target !== p) next[target]! += share;
    }
    let moved = 0;
    for (let p = 0; p < n; p++) moved += Math.abs(next[p]! - rank[p]!);
    [rank, next] = [next, rank];
    if (moved < TOLERANCE) break;
  }
  return { score: logScale(rank), uniqueInlinks, iterations };
}

/** 100 × ln(r / min) / ln(max / min), rounded; every node 100 when all are equal (one page, a ring). */
function logScale(rank: Float64Array): Uint8Array {
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const r of rank) {
    if (r < min) min = r;
    if (r > max) max = r;
  }
  const score = new Uint8Array(rank.length);
  const span = Math.log(max / min);
  // Differences below a part in a million are the iteration's rounding, not structure.
  if (!(span > 1e-6)) return score.fill(100);
  for (let p = 0; p < rank.length; p++) score[p] = Math.round((100 * Math.log(rank[p]! / min)) / span);
  return score;
}
