import { createHash } from "node:crypto";
import type { AnchorFact } from "@ranklens/engine";

export interface BlockLink {
  /** The target, normalised as the frontier spells it. */
  url: string;
  anchor: string;
  nofollow: boolean;
}

/** An ordered list of a page's links that pages of one template share (ADR 014). */
export interface LinkBlock {
  inNav: boolean;
  links: BlockLink[];
  /** SHA-256 of the block: identical blocks on two pages are stored once. */
  hash: string;
}

/**
 * Splits a page's `<a href>` links into its navigation block (inside nav, header, footer, aside)
 * and its content block, each in document order; a block without links is left out. Links the
 * crawl cannot follow (no href, mailto:, javascript:…) are dropped by `normalize` returning null.
 */
export function linkBlocks(
  anchors: readonly AnchorFact[],
  normalize: (href: string) => string | null,
): LinkBlock[] {
  const nav: BlockLink[] = [];
  const content: BlockLink[] = [];
  for (const anchor of anchors) {
    if (anchor.href === null) continue;
    const url = normalize(anchor.href);
    if (url === null) continue;
    const link = {
      url,
      anchor: (anchor.text || anchor.label).slice(0, 300),
      nofollow: anchor.rel.includes("nofollow"),
    };
    (anchor.inBoilerplate ? nav : content).push(link);
  }
  const blocks: LinkBlock[] = [];
  if (nav.length > 0) blocks.push(block(true, nav));
  if (content.length > 0) blocks.push(block(false, content));
  return blocks;
}

function block(inNav: boolean, links: BlockLink[]): LinkBlock {
  // Unit separators cannot occur in a URL or in collapsed anchor text, so the encoding is unambiguous.
  // One string, hashed in one call: a call per link cost more than the hashing (a page has hundreds).
  let encoded = inNav ? "nav\n" : "content\n";
  for (const link of links) encoded += `${link.url}\u001f${link.anchor}\u001f${link.nofollow ? 1 : 0}\u001e`;
  return { inNav, links, hash: createHash("sha256").update(encoded).digest("hex") };
}
