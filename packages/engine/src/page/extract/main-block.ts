import type { CollapsedMark, CollapsedText } from "./collapsed-text";
import { isUnlikelyBlock, nameWeight, tagWeight } from "./main-block-rules";

/**
 * The page's main block, chosen as Mozilla's Readability chooses its "top candidate", from what the
 * collector saw while the page streamed in (no DOM). Every block's own text of 25 characters or
 * more is a paragraph scoring 2 + its commas + one per 100 characters (at most 3) for its parent,
 * half of it for its grandparent and a third of it per level for three more ancestors; a block's
 * score starts from its tag and its class and id names and shrinks with its share of link text.
 * The best block, moved up where its ancestors hold as much, and those of its siblings that score
 * near it or read as prose, less the blocks named like furniture inside them, are the main text.
 *
 * `<main>` and `<article>` alone are not enough: a news site's `<main>` holds the related-stories
 * feed and the photo captions beside the story, and most pages have neither (Libération's story
 * was 16% of what we took as its main text). Readability's expected output for the 60 corpus pages
 * is the oracle (`npm run bench -- main-text`).
 */

/** The texts a block's extent is marked in, one per main-text region of the collector. */
export const MAIN = 0;
export const ARTICLE = 1;
export const CONTENT = 2;
export type Region = typeof MAIN | typeof ARTICLE | typeof CONTENT;

type Marks = [CollapsedMark, CollapsedMark, CollapsedMark];

interface BlockNode {
  tag: string;
  parent: number;
  /** Which regions the block lies in (a bit per {@link Region}). */
  regions: number;
  /** Readability's class weight: ±25 for each of its class and id. */
  classWeight: number;
  className: string;
  /** Named like furniture (Readability's unlikely candidates): neither scored nor kept. */
  unlikely: boolean;
  withinUnlikely: boolean;
  start: Marks;
  end: Marks;
  closed: boolean;
  /** Its last descendant (descendants follow a block in the list), once closed. */
  last: number;
  /** Inside chrome that was dropped after all. */
  dropped: boolean;
  /** Text directly inside, not inside a nested block: a paragraph when long enough. */
  ownChars: number;
  ownLinkChars: number;
  ownCommas: number;
}

/** Blocks whose own text is a paragraph (Readability's tags to score, and divs of text). */
const PARAGRAPH_TAGS: ReadonlySet<string> = new Set([
  "p",
  "pre",
  "td",
  "div",
  "section",
  "article",
  "main",
  "blockquote",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
]);

/** A paragraph shorter than this scores nothing (Readability's 25 characters). */
const MIN_PARAGRAPH_CHARS = 25;
/** Ancestors a paragraph scores for. */
const SCORED_ANCESTORS = 5;
/** A choice holding less is not trusted and the whole region stays (Readability's char threshold). */
export const MIN_MAIN_BLOCK_CHARS = 500;

/** Where the scorer stood, to forget the blocks and text of chrome dropped after all. */
export interface BlockScorerMark {
  nodes: number;
  open: number;
  ownChars: number;
  ownLinkChars: number;
  ownCommas: number;
}

export class MainBlockScorer {
  readonly #nodes: BlockNode[] = [];
  /** Indexes of the open blocks, innermost last. */
  readonly #open: number[] = [];
  /** Open `<table>` elements: what lies in them is never furniture by name. */
  #tables = 0;

  constructor(private readonly texts: readonly [CollapsedText, CollapsedText, CollapsedText]) {}

  #marks(): Marks {
    return [this.texts[MAIN].mark(), this.texts[ARTICLE].mark(), this.texts[CONTENT].mark()];
  }

  open(tag: string, regions: number, className: string, id: string, role: string): void {
    const parent = this.#open.at(-1) ?? -1;
    const parentNode = parent === -1 ? null : this.#nodes[parent]!;
    const marks = this.#marks();
    this.#nodes.push({
      tag,
      parent,
      regions,
      classWeight: nameWeight(className) + nameWeight(id),
      className,
      unlikely: isUnlikelyBlock(tag, `${className} ${id}`, role.trim().toLowerCase(), this.#tables > 0),
      withinUnlikely: parentNode !== null && (parentNode.unlikely || parentNode.withinUnlikely),
      start: marks,
      end: marks,
      closed: false,
      last: this.#nodes.length,
      dropped: false,
      ownChars: 0,
      ownLinkChars: 0,
      ownCommas: 0,
    });
    this.#open.push(this.#nodes.length - 1);
    if (tag === "table") this.#tables++;
  }

  /** Visible main-text characters and their commas (`isComma`), counted for the innermost open block. */
  text(core: string, inLink: boolean, commas: number): void {
    const index = this.#open.at(-1);
    if (index === undefined) return;
    const node = this.#nodes[index]!;
    node.ownChars += core.length;
    if (inLink) node.ownLinkChars += core.length;
    node.ownCommas += commas;
  }

  close(): void {
    const index = this.#open.pop();
    if (index === undefined) return;
    const node = this.#nodes[index]!;
    node.end = this.#marks();
    node.closed = true;
    node.last = this.#nodes.length - 1;
    if (node.tag === "table") this.#tables--;
  }

  mark(): BlockScorerMark {
    const open = this.#open.at(-1) ?? -1;
    const node = open === -1 ? null : this.#nodes[open]!;
    return {
      nodes: this.#nodes.length,
      open,
      ownChars: node?.ownChars ?? 0,
      ownLinkChars: node?.ownLinkChars ?? 0,
      ownCommas: node?.ownCommas ?? 0,
    };
  }

  /** Forgets what came since `mark`: an element taken for chrome after all (small, or mostly links). */
  rollback(mark: BlockScorerMark): void {
    for (let i = mark.nodes; i < this.#nodes.length; i++) this.#nodes[i]!.dropped = true;
    if (mark.open === -1) return;
    const open = this.#nodes[mark.open]!;
    open.ownChars = mark.ownChars;
    open.ownLinkChars = mark.ownLinkChars;
    open.ownCommas = mark.ownCommas;
  }

  /**
   * The main block's text in `region`: the best block and the siblings that belong with it, less
   * the furniture inside them; null when no block stands out or what it holds is too short to
   * trust. Read before the region's text value is.
   */
  mainText(region: Region): string | null {
    const tree = new ScoredBlocks(this.#nodes, region);
    const main = tree.mainBlock();
    if (main === null) return null;
    const text = tree
      .withSiblings(main, (index) => this.#text(index, region))
      .flatMap((index) => this.#keptRanges(index, region))
      .map(([start, end]) => this.texts[region].slice(start, end))
      .filter((piece) => piece !== "")
      .join("\n");
    return text.length >= MIN_MAIN_BLOCK_CHARS ? text : null;
  }

  #text(index: number, region: Region): string {
    const node = this.#nodes[index]!;
    return this.texts[region].slice(node.start[region], node.end[region]);
  }

  /** A block's extent in `region` without its unlikely descendants, as ranges of marks. */
  #keptRanges(index: number, region: Region): Array<[CollapsedMark, CollapsedMark]> {
    const node = this.#nodes[index]!;
    const ranges: Array<[CollapsedMark, CollapsedMark]> = [];
    let from = node.start[region];
    for (let i = index + 1; i <= node.last; i++) {
      const inner = this.#nodes[i]!;
      // Those inside an unlikely block were cut with it.
      if (!inner.unlikely || inner.withinUnlikely || inner.dropped) continue;
      ranges.push([from, inner.start[region]]);
      from = inner.end[region];
    }
    ranges.push([from, node.end[region]]);
    return ranges;
  }
}

/** The children of a block without any, shared: never added to. */
const NO_CHILDREN: number[] = [];

/** The blocks of one region scored (Readability's `_grabArticle`, its candidate part). */
class ScoredBlocks {
  readonly #counted: Uint8Array;
  readonly #chars: Float64Array;
  readonly #linkChars: Float64Array;
  readonly #score: Float64Array;
  readonly #candidate: Uint8Array;
  readonly #children: number[][];
  /** A wrapper of one paragraph and nothing else, which Readability replaces by the paragraph. */
  readonly #transparent: Uint8Array;

  constructor(
    private readonly nodes: readonly BlockNode[],
    region: Region,
  ) {
    const n = nodes.length;
    const bit = 1 << region;
    this.#counted = new Uint8Array(n);
    this.#chars = new Float64Array(n);
    this.#linkChars = new Float64Array(n);
    this.#score = new Float64Array(n);
    this.#candidate = new Uint8Array(n);
    this.#transparent = new Uint8Array(n);
    // Most blocks of a page hold no block (a paragraph, a list item): they share one empty list.
    const children: number[][] = new Array(n).fill(NO_CHILDREN);
    this.#children = children;
    for (let i = 0; i < n; i++) {
      const node = nodes[i]!;
      const counted = node.closed && !node.dropped && !node.unlikely && !node.withinUnlikely;
      this.#counted[i] = counted && (node.regions & bit) !== 0 ? 1 : 0;
      if (!counted || node.parent === -1) continue;
      if (children[node.parent] === NO_CHILDREN) children[node.parent] = [i];
      else children[node.parent]!.push(i);
    }
    // Descendants follow their ancestors: from the last block back, each adds its text to its parent.
    for (let i = n - 1; i >= 0; i--) {
      const node = nodes[i]!;
      if (!node.closed || node.dropped || node.unlikely || node.withinUnlikely) continue;
      this.#chars[i]! += node.ownChars;
      this.#linkChars[i]! += node.ownLinkChars;
      if (node.parent === -1) continue;
      this.#chars[node.parent]! += this.#chars[i]!;
      this.#linkChars[node.parent]! += this.#linkChars[i]!;
    }
    for (let i = 0; i < n; i++) {
      const only = this.#children[i]!.length === 1 ? this.#children[i]![0]! : -1;
      this.#transparent[i] =
        only !== -1 && nodes[only]!.tag === "p" && nodes[i]!.ownChars === 0 && this.#linkDensity(i) < 0.25
          ? 1
          : 0;
    }
    for (let i = 0; i < n; i++) this.#scoreParagraph(i);
  }

  #scoreParagraph(index: number): void {
    const node = this.nodes[index]!;
    if (!this.#counted[index] || !PARAGRAPH_TAGS.has(node.tag) || node.ownChars < MIN_PARAGRAPH_CHARS) return;
    const score = 2 + node.ownCommas + Math.min(3, Math.floor(node.ownChars / 100));
    let ancestor = this.#parent(index);
    for (let level = 0; level < SCORED_ANCESTORS && ancestor !== -1; level++) {
      const divider = level === 0 ? 1 : level === 1 ? 2 : level * 3;
      this.#score[ancestor]! += score / divider;
      this.#candidate[ancestor] = 1;
      ancestor = this.#parent(ancestor);
    }
  }

  /** The parent, past wrappers Readability removes. */
  #parent(index: number): number {
    let parent = this.nodes[index]!.parent;
    while (parent !== -1 && this.#transparent[parent]) parent = this.nodes[parent]!.parent;
    return parent;
  }

  #linkDensity(index: number): number {
    const chars = this.#chars[index]!;
    return chars === 0 ? 0 : this.#linkChars[index]! / chars;
  }

  #finalScore(index: number): number {
    if (!this.#candidate[index]) return 0;
    const node = this.nodes[index]!;
    return (this.#score[index]! + tagWeight(node.tag) + node.classWeight) * (1 - this.#linkDensity(index));
  }

  /** Whether a block may be the main block's own or an ancestor it moves up to. */
  #eligible(index: number): boolean {
    const tag = this.nodes[index]!.tag;
    return this.#counted[index] === 1 && !this.#transparent[index] && tag !== "body" && tag !== "html";
  }

  /**
   * The main block, and the score of what it holds: that of the block it climbed from as its
   * parents' only child, as those wrappers score less for the same text. Null when no block scores.
   */
  mainBlock(): { block: number; score: number } | null {
    const ranked: number[] = [];
    for (let i = 0; i < this.nodes.length; i++) if (this.#candidate[i] && this.#eligible(i)) ranked.push(i);
    ranked.sort((a, b) => this.#finalScore(b) - this.#finalScore(a));
    const best = ranked[0];
    if (best === undefined || this.#finalScore(best) <= 0) return null;
    let top = this.#unifyAlternatives(best, ranked.slice(1, 5));
    top = this.#climbWhileRising(top);
    top = this.#joinParts(top, ranked);
    return { block: this.#climbOnlyChildren(top), score: this.#startScore(top) };
  }

  /**
   * A story cut in parts by figures and pull quotes, each part in wrappers of its own (Quanta's
   * three sections, five levels below their common ancestor: too far for their scores to add up
   * there): a block elsewhere scoring and holding at least half of the main block's joins it,
   * through their common ancestor, unless that ancestor is mostly links.
   */
  #joinParts(top: number, ranked: number[]): number {
    const topScore = this.#finalScore(top);
    const within = this.#ancestors(top);
    for (const other of ranked) {
      if (this.#finalScore(other) < topScore / 2) break;
      if (other === top || within.has(other) || this.#ancestors(other).has(top)) continue;
      // Teasers of other stories score too (Herald Sun's opinion column): a part is long.
      if (this.#chars[other]! < this.#chars[top]! / 2) continue;
      const common = this.#commonAncestor(top, other);
      if (common === -1 || !this.#eligible(common) || this.#linkDensity(common) >= 0.25) continue;
      return this.#joinParts(common, ranked);
    }
    return top;
  }

  #commonAncestor(a: number, b: number): number {
    const ofA = this.#ancestors(a);
    for (let parent = this.#parent(b); parent !== -1; parent = this.#parent(parent))
      if (ofA.has(parent)) return parent;
    return -1;
  }

  /** Where three of the next best blocks score near the best and share an ancestor with it, that ancestor. */
  #unifyAlternatives(top: number, next: number[]): number {
    const topScore = this.#finalScore(top);
    const close = next.filter((index) => this.#finalScore(index) / topScore >= 0.75);
    if (close.length < 3) return top;
    const ancestors = close.map((index) => this.#ancestors(index));
    for (
      let parent = this.#parent(top);
      parent !== -1 && this.#eligible(parent);
      parent = this.#parent(parent)
    )
      if (ancestors.filter((set) => set.has(parent)).length >= 3) return parent;
    return top;
  }

  /** Up the tree while the ancestors' scores rise: more of the content lies beside the block. */
  #climbWhileRising(top: number): number {
    let last = this.#startScore(top);
    const threshold = last / 3;
    for (
      let parent = this.#parent(top);
      parent !== -1 && this.#eligible(parent);
      parent = this.#parent(parent)
    ) {
      if (!this.#candidate[parent]) continue;
      const score = this.#finalScore(parent);
      if (score < threshold) break;
      if (score > last) return parent;
      last = score;
    }
    return top;
  }

  /** A block that never scored starts from its tag and names, as Readability initialises it. */
  #startScore(index: number): number {
    if (this.#candidate[index]) return this.#finalScore(index);
    const node = this.nodes[index]!;
    return tagWeight(node.tag) + node.classWeight;
  }

  /** A block that is its parent's only child is its parent. */
  #climbOnlyChildren(top: number): number {
    for (;;) {
      const parent = this.#parent(top);
      if (parent === -1 || !this.#eligible(parent) || this.#children[parent]!.length !== 1) return top;
      top = parent;
    }
  }

  /**
   * The block and, in document order, its siblings that score near it or read as prose. Near is
   * a fifth of what the block holds scores (Readability takes the fifth of the block's own score,
   * which, after climbing through wrappers, can let a column of teasers beside the story in).
   */
  withSiblings(main: { block: number; score: number }, textOf: (index: number) => string): number[] {
    const top = main.block;
    const parent = this.#parent(top);
    if (parent === -1) return [top];
    const topNode = this.nodes[top]!;
    const topScore = main.score;
    const threshold = Math.max(10, topScore * 0.2);
    return this.#children[parent]!.filter((index) => {
      if (index === top) return true;
      if (!this.#counted[index]) return false;
      const sibling = this.nodes[index]!;
      const bonus = topNode.className !== "" && sibling.className === topNode.className ? topScore * 0.2 : 0;
      if (this.#candidate[index] && this.#finalScore(index) + bonus >= threshold) return true;
      if (sibling.tag !== "p") return false;
      const density = this.#linkDensity(index);
      const chars = this.#chars[index]!;
      if (chars > 80) return density < 0.25;
      return chars > 0 && density === 0 && /\.( |$)/.test(textOf(index));
    });
  }

  #ancestors(index: number): Set<number> {
    const ancestors = new Set<number>();
    for (let parent = this.#parent(index); parent !== -1; parent = this.#parent(parent))
      ancestors.add(parent);
    return ancestors;
  }
}
