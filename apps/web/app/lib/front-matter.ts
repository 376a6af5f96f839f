import { parse } from "yaml";

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

export interface FrontMatter {
  /** The YAML block's fields ({} when the file has none). */
  data: Record<string, unknown>;
  /** Everything after the closing fence. */
  content: string;
}

/**
 * Splits a Markdown file into its YAML front matter and body, the format
 * gray-matter read before (`---` fences on their own lines at the very top).
 * YAML 1.2 is used, so an unquoted 2024-03-12 stays a string.
 */
export function parseFrontMatter(source: string): FrontMatter {
  const match = FENCE.exec(source);
  if (!match) return { data: {}, content: source };
  const data = parse(match[1] ?? "") ?? {};
  if (typeof data !== "object" || Array.isArray(data)) {
    throw new Error("front matter must be a YAML mapping");
  }
  return { data: data as Record<string, unknown>, content: source.slice(match[0].length) };
}
