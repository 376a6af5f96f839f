/** The three blog categories (spec §2 "Blog listing"). */
export const ARTICLE_CATEGORIES = ["AI & Technology", "SEO", "Content Strategy"] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** What a blog card shows (spec §3 "Blog article"), plus the cover image's size and alt text. */
export interface ArticleSummary {
  /** URL slug: the article lives at /blog/{id}. */
  id: string;
  title: string;
  description: string;
  author: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /** e.g. "6 min read". */
  readTime: string;
  image: { src: string; width: number; height: number; alt: string };
  category: ArticleCategory;
}

/** A whole article: the summary plus its body rendered to HTML at build time. */
export interface Article extends ArticleSummary {
  html: string;
  wordCount: number;
}
