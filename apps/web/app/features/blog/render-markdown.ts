import { Marked, type Tokens } from "marked";

/** "Reading checks & scores" → "reading-checks-and-scores": stable anchors for links like /docs#reading-checks-and-scores. */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/<[^>]+>/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

export interface RenderedMarkdown {
  html: string;
  /** The H2s in order, for a table of contents. */
  outline: Array<{ id: string; text: string }>;
}

/**
 * Markdown → HTML at build time (GitHub-flavoured), with an id on every H2
 * and H3 so sections can be linked to. Only our own files are rendered, so
 * raw HTML in them is trusted.
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const outline: RenderedMarkdown["outline"] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(
        this: { parser: { parseInline(tokens: Tokens.Heading["tokens"]): string } },
        token: Tokens.Heading,
      ) {
        const inner = this.parser.parseInline(token.tokens);
        if (token.depth > 3) return `<h${token.depth}>${inner}</h${token.depth}>\n`;
        const id = headingSlug(token.text);
        if (token.depth === 2) outline.push({ id, text: token.text.replace(/`/g, "") });
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, outline };
}
