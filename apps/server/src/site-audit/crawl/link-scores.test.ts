import { describe, expect, it } from "vitest";
import { LinkGraphBuilder } from "./link-graph";
import { computeLinkScores, DAMPING, NAV_LINK_WEIGHT } from "./link-scores";

interface Page {
  id: number;
  redirect?: number;
  /** Block ids the page carries. */
  blocks?: number[];
}
type Blocks = Record<number, { nav?: boolean; links: number[] }>;

function graphOf(pages: Page[], blocks: Blocks) {
  const builder = new LinkGraphBuilder();
  for (const page of pages) builder.addNode(page.id, page.redirect ?? -1);
  for (const [id, block] of Object.entries(blocks))
    for (const target of block.links)
      builder.addBlockLink(Number(id), target, block.nav ? NAV_LINK_WEIGHT : 1);
  for (const page of pages) for (const block of page.blocks ?? []) builder.addPageBlock(page.id, block);
  return builder.build();
}

/**
 * PageRank the textbook way, over the explicit edge list (every page × every link of its blocks),
 * on the same log scale: what the block-wise walk must agree with.
 */
function referenceScores(pages: Page[], blocks: Blocks): Map<number, number> {
  const ids = pages.map((p) => p.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const edges: { from: number; to: number; weight: number }[] = [];
  for (const page of pages) {
    const from = index.get(page.id)!;
    if (page.redirect !== undefined && index.has(page.redirect) && page.redirect !== page.id)
      edges.push({ from, to: index.get(page.redirect)!, weight: 1 });
    for (const b of page.blocks ?? [])
      for (const target of blocks[b]!.links)
        if (index.has(target) && target !== page.id)
          edges.push({ from, to: index.get(target)!, weight: blocks[b]!.nav ? NAV_LINK_WEIGHT : 1 });
  }
  const n = ids.length;
  const out = new Array(n).fill(0);
  for (const e of edges) out[e.from] += e.weight;
  let rank = new Array(n).fill(1 / n);
  for (let it = 0; it < 500; it++) {
    const dangling = rank.reduce((sum, r, i) => (out[i] === 0 ? sum + r : sum), 0);
    const next = new Array(n).fill((1 - DAMPING) / n + (DAMPING * dangling) / n);
    for (const e of edges) next[e.to] += (DAMPING * rank[e.from] * e.weight) / out[e.from];
    rank = next;
  }
  const min = Math.min(...rank);
  const max = Math.max(...rank);
  return new Map(ids.map((id, i) => [id, Math.round((100 * Math.log(rank[i] / min)) / Math.log(max / min))]));
}

const scoresById = (pages: Page[], blocks: Blocks) => {
  const graph = graphOf(pages, blocks);
  const result = computeLinkScores(graph);
  return {
    score: new Map([...graph.urlIds].map((id, i) => [id, result.score[i]!])),
    inlinks: new Map([...graph.urlIds].map((id, i) => [id, result.uniqueInlinks[i]!])),
  };
};

describe("internal link scores", () => {
  it("agree with textbook PageRank over the explicit edges: shared navigation, self links, a redirect, dead ends", () => {
    // 1 home, 2–5 sections, 6 a redirect to 7, 8 a 404 (no links), 9 linked only from 5's text.
    const blocks: Blocks = {
      100: { nav: true, links: [1, 2, 3, 4, 5] },
      101: { links: [6, 3, 3] },
      102: { links: [9, 1] },
      103: { links: [8] },
      104: { links: [5] },
    };
    const pages: Page[] = [
      { id: 1, blocks: [100, 101] },
      { id: 2, blocks: [100, 103] },
      { id: 3, blocks: [100] },
      { id: 4, blocks: [100, 104] },
      { id: 5, blocks: [100, 102] },
      { id: 6, redirect: 7 },
      { id: 7, blocks: [100] },
      { id: 8 },
      { id: 9, blocks: [100] },
    ];
    const { score } = scoresById(pages, blocks);
    const reference = referenceScores(pages, blocks);
    for (const [id, expected] of reference)
      expect(Math.abs(score.get(id)! - expected), `page ${id}`).toBeLessThanOrEqual(1);
    expect(Math.max(...score.values())).toBe(100);
    expect(Math.min(...score.values())).toBe(0);
  });

  it("a link in the text passes more than the same link in the navigation", () => {
    const pages: Page[] = [{ id: 1, blocks: [10, 11] }, { id: 2 }, { id: 3 }];
    const { score } = scoresById(pages, { 10: { nav: true, links: [2] }, 11: { links: [3] } });
    expect(score.get(3)!).toBeGreaterThan(score.get(2)!);
  });

  it("a page with no inlinks scores 0 and the page everything links to scores 100", () => {
    const pages: Page[] = [
      { id: 1, blocks: [1] },
      { id: 2, blocks: [1] },
      { id: 3, blocks: [1] },
      { id: 4, blocks: [1] },
    ];
    const { score } = scoresById(pages, { 1: { nav: true, links: [1, 2] } });
    expect(score.get(1)).toBe(100);
    expect(score.get(3)).toBe(0);
    expect(score.get(4)).toBe(0);
  });

  it("counts distinct other pages with a link, whatever the number of links or blocks they use", () => {
    const pages: Page[] = [
      { id: 1, blocks: [1, 2] },
      { id: 2, blocks: [1] },
      { id: 3, blocks: [1] },
    ];
    // Page 1 links to 2 twice in its text and once in the navigation; 2 and 3 carry the navigation too.
    const { inlinks } = scoresById(pages, { 1: { nav: true, links: [1, 2] }, 2: { links: [2, 2, 3] } });
    expect(Object.fromEntries(inlinks)).toEqual({ 1: 2, 2: 2, 3: 1 });
  });

  it("gives every page 100 when no page stands out (one page, or a ring)", () => {
    expect([...scoresById([{ id: 1 }], {}).score.values()]).toEqual([100]);
    const ring: Page[] = [
      { id: 1, blocks: [1] },
      { id: 2, blocks: [2] },
      { id: 3, blocks: [3] },
    ];
    const { score } = scoresById(ring, { 1: { links: [2] }, 2: { links: [3] }, 3: { links: [1] } });
    expect([...score.values()]).toEqual([100, 100, 100]);
  });

  it("refuses a block whose links arrive apart (the reader must group them)", () => {
    const builder = new LinkGraphBuilder();
    builder.addNode(1, -1);
    builder.addBlockLink(10, 1, 1);
    builder.addBlockLink(11, 1, 1);
    expect(() => builder.addBlockLink(10, 1, 1)).toThrow(/came apart/);
  });
});
