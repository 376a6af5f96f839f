/**
 * Parses the Markdown-ish body into blocks (headings, paragraphs, list items), links and images,
 * plus a "prose" copy of the body of the same length in which markup (heading and list markers,
 * link targets, images, bare URLs) is blanked out with spaces. Analysing the prose copy gives
 * offsets that are valid in the original body, so highlights land on what the user typed.
 */

/** A heading, a paragraph or one list item; offsets into the body, markers excluded. */
export interface Block {
  kind: "heading" | "paragraph" | "listItem";
  /** Heading level 1–6 (0 for other blocks). */
  level: number;
  /** Consecutive list items share a list number (−1 for other blocks). */
  list: number;
  start: number;
  end: number;
}

/** A link: `[text](url)` or a bare URL (its text is then the URL). */
export interface BodyLink {
  text: string;
  url: string;
  /** Points to the item's own site: a relative or fragment URL, or an absolute one on the site's host. */
  internal: boolean;
  start: number;
  end: number;
}

/** An image: `![alt](src)`. */
export interface BodyImage {
  alt: string;
  src: string;
  start: number;
  end: number;
}

/** The parsed body. */
export interface BodyStructure {
  prose: string;
  blocks: Block[];
  links: BodyLink[];
  images: BodyImage[];
  /** Number of separate lists (runs of list items). */
  lists: number;
}

const HEADING = /^( {0,3})(#{1,6})[ \t]+/;
const LIST_ITEM = /^([ \t]*)(?:[-*+•]|\d{1,3}[.)])[ \t]+/;
const IMAGE = /!\[([^\]\n]*)\]\(([^)\s]*)(?:\s+"[^"\n]*")?\)/g;
const LINK = /\[([^\]\n]*)\]\(([^)\s]*)(?:\s+"[^"\n]*")?\)/g;
const BARE_URL = /\bhttps?:\/\/[^\s<>()[\]]+[^\s<>()[\].,;:!?'"]/g;

function blank(chars: string[], from: number, to: number): void {
  for (let i = from; i < to; i++) if (chars[i] !== "\n") chars[i] = " ";
}

/**
 * The host of the site the content is for ("example.com" from "https://www.example.com/blog"),
 * without a leading "www."; null when `siteUrl` is empty or not an http(s) URL.
 */
export function siteHostOf(siteUrl: string | undefined): string | null {
  const trimmed = (siteUrl ?? "").trim();
  if (trimmed === "") return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}

/** Whether `url` points to the site of `siteHost`: relative URLs always do; absolute ones when the host matches. */
export function isInternalUrl(url: string, siteHost: string | null): boolean {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url))
    return !url.startsWith("//") || hostMatches(`https:${url}`, siteHost);
  return hostMatches(url, siteHost);
}

function hostMatches(url: string, siteHost: string | null): boolean {
  if (siteHost === null) return false;
  try {
    return new URL(url).hostname.replace(/^www\./, "") === siteHost;
  } catch {
    return false;
  }
}

/**
 * Parses `body`. Linear in its length. `siteHost` (from {@link siteHostOf}) decides which absolute
 * links are internal; without it only relative links are.
 */
export function parseBody(body: string, siteHost: string | null = null): BodyStructure {
  const chars = body.split("");
  const links: BodyLink[] = [];
  const images: BodyImage[] = [];

  IMAGE.lastIndex = 0;
  for (let m = IMAGE.exec(body); m !== null; m = IMAGE.exec(body)) {
    images.push({ alt: m[1]!.trim(), src: m[2]!, start: m.index, end: m.index + m[0].length });
    blank(chars, m.index, m.index + m[0].length);
  }
  const masked = chars.join("");
  LINK.lastIndex = 0;
  for (let m = LINK.exec(masked); m !== null; m = LINK.exec(masked)) {
    const textStart = m.index + 1;
    const textEnd = textStart + m[1]!.length;
    links.push({
      text: m[1]!.trim(),
      url: m[2]!,
      internal: isInternalUrl(m[2]!, siteHost),
      start: m.index,
      end: m.index + m[0].length,
    });
    chars[m.index] = " ";
    blank(chars, textEnd, m.index + m[0].length);
  }
  const masked2 = chars.join("");
  BARE_URL.lastIndex = 0;
  for (let m = BARE_URL.exec(masked2); m !== null; m = BARE_URL.exec(masked2)) {
    links.push({
      text: m[0],
      url: m[0],
      internal: isInternalUrl(m[0], siteHost),
      start: m.index,
      end: m.index + m[0].length,
    });
    blank(chars, m.index, m.index + m[0].length);
  }
  links.sort((a, b) => a.start - b.start);

  const blocks: Block[] = [];
  let lists = 0;
  let paragraphStart = -1;
  let paragraphEnd = -1;
  let inList = false;
  const closeParagraph = () => {
    if (paragraphStart >= 0)
      blocks.push({ kind: "paragraph", level: 0, list: -1, start: paragraphStart, end: paragraphEnd });
    paragraphStart = -1;
  };

  let lineStart = 0;
  while (lineStart <= body.length) {
    let lineEnd = body.indexOf("\n", lineStart);
    if (lineEnd === -1) lineEnd = body.length;
    const line = body.slice(lineStart, lineEnd);
    const content = chars.slice(lineStart, lineEnd).join("");
    let trimmedEnd = lineEnd;
    while (trimmedEnd > lineStart && /\s/.test(body[trimmedEnd - 1]!)) trimmedEnd--;

    if (content.trim() === "") {
      closeParagraph();
      if (line.trim() === "") inList = false; // an image-only line does not end a list
    } else {
      const heading = HEADING.exec(line);
      const item = heading ? null : LIST_ITEM.exec(line);
      if (heading) {
        closeParagraph();
        inList = false;
        const markerEnd = lineStart + heading[0].length;
        blank(chars, lineStart, markerEnd);
        // Closing hashes ("## Title ##") are markup too.
        const closing = /[ \t]#+[ \t]*$/.exec(line);
        if (closing) blank(chars, lineStart + closing.index, lineEnd);
        blocks.push({
          kind: "heading",
          level: heading[2]!.length,
          list: -1,
          start: markerEnd,
          end: Math.max(markerEnd, trimmedEnd),
        });
      } else if (item) {
        closeParagraph();
        if (!inList) lists++;
        inList = true;
        const markerEnd = lineStart + item[0].length;
        blank(chars, lineStart, markerEnd);
        blocks.push({
          kind: "listItem",
          level: 0,
          list: lists - 1,
          start: markerEnd,
          end: Math.max(markerEnd, trimmedEnd),
        });
      } else if (inList && /^[ \t]+\S/.test(line) && blocks.at(-1)?.kind === "listItem") {
        // An indented continuation line belongs to the previous list item.
        blocks.at(-1)!.end = trimmedEnd;
      } else {
        inList = false;
        if (paragraphStart < 0) {
          let s = lineStart;
          while (s < lineEnd && /\s/.test(body[s]!)) s++;
          paragraphStart = s;
        }
        paragraphEnd = trimmedEnd;
      }
    }
    lineStart = lineEnd + 1;
  }
  closeParagraph();

  return { prose: chars.join(""), blocks, links, images, lists };
}
