/**
 * The link forms the content analysis counts (`[text](target)` and bare http(s) URLs), as in the
 * engine's body parser, which the engine does not export. Images (`![alt](src)`) are no links.
 */
const MARKDOWN_LINK = /(?<!!)\[[^\]\n]*\]\(([^)\s]*)(?:\s+"[^"\n]*")?\)/g;
const IMAGE = /!\[[^\]\n]*\]\([^)\n]*\)/g;
const BARE_URL = /\bhttps?:\/\/[^\s<>()[\]]+[^\s<>()[\].,;:!?'"]/g;

/** Where the links in `text` point (markdown links first, then bare URLs). */
export function linkTargetsIn(text: string): string[] {
  const withoutImages = text.replace(IMAGE, " ");
  const markdown = [...withoutImages.matchAll(MARKDOWN_LINK)].map((m) => m[1]!);
  // A markdown link's target is no bare URL of its own.
  const rest = withoutImages.replace(MARKDOWN_LINK, " ");
  return [...markdown, ...[...rest.matchAll(BARE_URL)].map((m) => m[0])];
}
