import { parseFrontMatter } from "../../lib/front-matter";
import { ARTICLE_CATEGORIES, type Article, type ArticleCategory } from "./article";
import { readTimeFor } from "./read-time";
import { renderMarkdown } from "./render-markdown";

const REQUIRED = ["id", "title", "description", "author", "date", "image", "imageAlt", "category"] as const;

/** Words of a Markdown body, counted on its text (not on link targets or markup). */
function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[#>*_`[\]|-]/g, " ");
  return text.split(/\s+/).filter((w) => /\p{L}|\p{N}/u.test(w)).length;
}

/**
 * Parses one blog Markdown file (front matter + body) into an Article. Throws
 * with the file name on anything missing or inconsistent, so a broken article
 * fails the build instead of shipping a half-empty page.
 */
export function parseArticle(fileName: string, source: string): Article {
  const { data, content } = parseFrontMatter(source);
  for (const key of REQUIRED) {
    if (typeof data[key] !== "string") throw new Error(`${fileName}: front matter "${key}" is missing`);
  }
  const id = String(data.id);
  if (`${id}.md` !== fileName) throw new Error(`${fileName}: id "${id}" must match the file name`);
  if (!(ARTICLE_CATEGORIES as readonly unknown[]).includes(data.category)) {
    throw new Error(`${fileName}: category must be one of ${ARTICLE_CATEGORIES.join(", ")}`);
  }
  const date = String(data.date);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`${fileName}: date must be YYYY-MM-DD`);
  const wordCount = countWords(content);
  const readTime = readTimeFor(wordCount);
  if (data.readTime !== undefined && data.readTime !== readTime) {
    // A stated read time that disagrees with the text would be a small lie; keep them in step.
    throw new Error(`${fileName}: readTime says "${data.readTime}" but the text takes ${readTime}`);
  }
  return {
    id,
    title: String(data.title),
    description: String(data.description),
    author: String(data.author),
    date,
    readTime,
    image: {
      src: String(data.image),
      width: Number(data.imageWidth ?? 1200),
      height: Number(data.imageHeight ?? 630),
      alt: String(data.imageAlt),
    },
    category: data.category as ArticleCategory,
    html: renderMarkdown(content).html,
    wordCount,
  };
}
