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

const UNLIKELY = 1;
const WITHIN_UNLIKELY = 2;
const CLOSED = 4;
const DROPPED = 8;
/** Closed, and neither dropped nor (within) unlikely: a block whose text counts. */
const COUNTED_FLAGS = CLOSED;
const UNCOUNTED_FLAGS = UNLIKELY | WITHIN_UNLIKELY | DROPPED;

/**
 * The blocks seen so far, in document order (descendants follow their block), as columns of typed
 * arrays rather than an object per block: a page of 5 MB can hold half a million blocks (a big
 * table's rows and cells), and an object each, with its arrays of marks, took 300 bytes a block.
 */
class BlockNodes {
  length = 0;
  readonly tags: string[] = [];
  readonly classNames: string[] = [];
  parent = new Int32Array(64);
  /** Which regions the block lies in (a bit per {@link Region}). */
  regions = new Uint8Array(64);
  /** Readability's class weight: ±25 for each of its class and id. */
  classWeight = new Float64Array(64);
  /** UNLIKELY (named like furniture: neither scored nor kept), WITHIN_UNLIKELY, CLOSED, DROPPED (inside chrome dropped after all). */
  flags = new Uint8Array(64);
  /** The marks of each region where the block starts and ends, three per block. */
  start = new Float64Array(64 * 3);
  end = new Float64Array(64 * 3);
  /** Its last descendant, once closed. */
  last = new Int32Array(64);
  /** Text directly inside, not inside a nested block: a paragraph when long enough. */
  ownChars = new Float64Array(64);
  ownLinkChars = new Float64Array(64);
  ownCommas = new Float64Array(64);

  /** Adds a block and returns its index. */
  add(
    tag: string,
    parent: number,
    regions: number,
    classWeight: number,
    className: string,
    flags: number,
  ): number {
    const index = this.length;
    if (index === this.parent.length) this.#grow();
    this.length++;
    this.tags.push(tag);
    this.classNames.push(className);
    this.parent[index] = parent;
    this.regions[index] = regions;
    this.classWeight[index] = classWeight;
    this.flags[index] = flags;
    this.last[index] = index;
    this.ownChars[index] = 0;
    this.ownLinkChars[index] = 0;
    this.ownCommas[index] = 0;
    return index;
  }

  counts(index: number): boolean {
    return (this.flags[index]! & (COUNTED_FLAGS | UNCOUNTED_FLAGS)) === COUNTED_FLAGS;
  }

  #grow(): void {
    const grown = <T extends Int32Array | Uint8Array | Float64Array>(array: T): T => {
      const bigger = new (array.constructor as new (length: number) => T)(array.length * 2);
      bigger.set(array);
      return bigger;
    };
    this.parent = grown(this.parent);
    this.regions = grown(this.regions);
    this.classWeight = grown(this.classWeight);
    this.flags = grown(this.flags);
    this.start = grown(this.start);
    this.end = grown(this.end);
    this.last = grown(this.last);
    this.ownChars = grown(this.ownChars);
    this.ownLinkChars = grown(this.ownLinkChars);
    this.ownCommas = grown(this.ownCommas);
  }
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
  readonly #nodes = new BlockNodes();
  /** Indexes of the open blocks, innermost last. */
  readonly #open: number[] = [];
  /** Open `<table>` elements: what lies in them is never furniture by name. */
  #tables = 0;

  constructor(private readonly texts: readonly [CollapsedText, CollapsedText, CollapsedText]) {}

  /** Writes the three regions' marks where they stand into `marks` at `index`. */
  #markInto(marks: Float64Array, index: number): void {
    marks[index * 3 + MAIN] = this.texts[MAIN].mark();
    marks[index * 3 + ARTICLE] = this.texts[ARTICLE].mark();
    marks[index * 3 + CONTENT] = this.texts[CONTENT].mark();
  }

  open(tag: string, regions: number, className: string, id: string, role: string): void {
    const nodes = this.#nodes;
    const parent = this.#open.at(-1) ?? -1;
    let flags = isUnlikelyBlock(tag, `${className} ${id}`, role.trim().toLowerCase(), this.#tables > 0)
      ? UNLIKELY
      : 0;
    if (parent !== -1 && (nodes.flags[parent]! & (UNLIKELY | WITHIN_UNLIKELY)) !== 0)
      flags |= WITHIN_UNLIKELY;
    const index = nodes.add(tag, parent, regions, nameWeight(className) + nameWeight(id), className, flags);
    this.#markInto(nodes.start, index);
    // Until it closes, a block ends where it starts.
    for (let at = index * 3; at < index * 3 + 3; at++) nodes.end[at] = nodes.start[at]!;
    this.#open.push(index);
    if (tag === "table") this.#tables++;
  }

  /** Visible main-text characters and their commas (`isComma`), counted for the innermost open block. */
  text(core: string, inLink: boolean, commas: number): void {
    const index = this.#open.at(-1);
    if (index === undefined) return;
    const nodes = this.#nodes;
    nodes.ownChars[index]! += core.length;
    if (inLink) nodes.ownLinkChars[index]! += core.length;
    nodes.ownCommas[index]! += commas;
  }

  close(): void {
    const index = this.#open.pop();
    if (index === undefined) return;
    const nodes = this.#nodes;
    this.#markInto(nodes.end, index);
    nodes.flags[index]! |= CLOSED;
    nodes.last[index] = nodes.length - 1;
    if (nodes.tags[index] === "table") this.#tables--;
  }

  mark(): BlockScorerMark {
    const nodes = this.#nodes;
    const open = this.#open.at(-1) ?? -1;
    return {
      nodes: nodes.length,
      open,
      ownChars: open === -1 ? 0 : nodes.ownChars[open]!,
      ownLinkChars: open === -1 ? 0 : nodes.ownLinkChars[open]!,
      ownCommas: open === -1 ? 0 : nodes.ownCommas[open]!,
    };
  }

  /** Forgets what came since `mark`: an element taken for chrome after all (small, or mostly links). */
  rollback(mark: BlockScorerMark): void {
    const nodes = this.#nodes;
    for (let i = mark.nodes; i < nodes.length; i++) nodes.flags[i]! |= DROPPED;
    if (mark.open === -1) return;
    nodes.ownChars[mark.open] = mark.ownChars;
    nodes.ownLinkChars[mark.open] = mark.ownLinkChars;
    nodes.ownCommas[mark.open] = mark.ownCommas;
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
    const nodes = this.#nodes;
    return this.texts[region].slice(nodes.start[index * 3 + region]!, nodes.end[index * 3 + region]!);
  }

  /** A block's extent in `region` without its unlikely descendants, as ranges of marks. */
  #keptRanges(index: number, region: Region): Array<[CollapsedMark, CollapsedMark]> {
    const nodes = this.#nodes;
    const ranges: Array<[CollapsedMark, CollapsedMark]> = [];
    let from = nodes.start[index * 3 + region]!;
    for (let i = index + 1; i <= nodes.last[index]!; i++) {
      // Those inside an unlikely block were cut with it.
      if ((nodes.flags[i]! & (UNLIKELY | WITHIN_UNLIKELY | DROPPED)) !== UNLIKELY) continue;
      ranges.push([from, nodes.start[i * 3 + region]!]);
      from = nodes.end[i * 3 + region]!;
    }
    ranges.push([from, nodes.end[index * 3 + region]!]);
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
    private readonly nodes: BlockNodes,
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
      const counted = nodes.counts(i);
      this.#counted[i] = counted && (nodes.regions[i]! & bit) !== 0 ? 1 : 0;
      const parent = nodes.parent[i]!;
      if (!counted || parent === -1) continue;
      if (children[parent] === NO_CHILDREN) children[parent] = [i];
      else children[parent]!.push(i);
    }
    // Descendants follow their ancestors: from the last block back, each adds its text to its parent.
    for (let i = n - 1; i >= 0; i--) {
      if (!nodes.counts(i)) continue;
      this.#chars[i]! += nodes.ownChars[i]!;
      this.#linkChars[i]! += nodes.ownLinkChars[i]!;
      const parent = nodes.parent[i]!;
      if (parent === -1) continue;
      this.#chars[parent]! += this.#chars[i]!;
      this.#linkChars[parent]! += this.#linkChars[i]!;
    }
    for (let i = 0; i < n; i++) {
      const only = this.#children[i]!.length === 1 ? this.#children[i]![0]! : -1;
      this.#transparent[i] =
        only !== -1 && nodes.tags[only] === "p" && nodes.ownChars[i] === 0 && this.#linkDensity(i) < 0.25
          ? 1
          : 0;
    }
    for (let i = 0; i < n; i++) this.#scoreParagraph(i);
  }

  #scoreParagraph(index: number): void {
    const nodes = this.nodes;
    const ownChars = nodes.ownChars[index]!;
    if (!this.#counted[index] || !PARAGRAPH_TAGS.has(nodes.tags[index]!) || ownChars < MIN_PARAGRAPH_CHARS)
      return;
    const score = 2 + nodes.ownCommas[index]! + Math.min(3, Math.floor(ownChars / 100));
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
    let parent = this.nodes.parent[index]!;
    while (parent !== -1 && this.#transparent[parent]) parent = this.nodes.parent[parent]!;
    return parent;
  }

  #linkDensity(index: number): number {
    const chars = this.#chars[index]!;
    return chars === 0 ? 0 : this.#linkChars[index]! / chars;
  }

  #finalScore(index: number): number {
    if (!this.#candidate[index]) return 0;
    const nodes = this.nodes;
    return (
      (this.#score[index]! + tagWeight(nodes.tags[index]!) + nodes.classWeight[index]!) *
      (1 - this.#linkDensity(index))
    );
  }

  /** Whether a block may be the main block's own or an ancestor it moves up to. */
  #eligible(index: number): boolean {
    const tag = this.nodes.tags[index];
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
    return tagWeight(this.nodes.tags[index]!) + this.nodes.classWeight[index]!;
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
    const nodes = this.nodes;
    const topClass = nodes.classNames[top]!;
    const topScore = main.score;
    const threshold = Math.max(10, topScore * 0.2);
    return this.#children[parent]!.filter((index) => {
      if (index === top) return true;
      if (!this.#counted[index]) return false;
      const bonus = topClass !== "" && nodes.classNames[index] === topClass ? topScore * 0.2 : 0;
      if (this.#candidate[index] && this.#finalScore(index) + bonus >= threshold) return true;
      if (nodes.tags[index] !== "p") return false;
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
