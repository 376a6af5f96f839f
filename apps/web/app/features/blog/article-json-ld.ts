import { PRODUCT_NAME } from "../../lib/product";
import { absoluteUrl } from "../../lib/seo";
import type { Article } from "./article";

/** schema.org Article for an article page (Google's required headline, image, author, datePublished included). */
export function articleJsonLd(publicUrl: string, article: Article): Record<string, unknown> {
  const url = absoluteUrl(publicUrl, `/blog/${article.id}`);
  return {
    "@type": "Article",
    headline: article.title,
    description: article.description,
    image: [absoluteUrl(publicUrl, article.image.src)],
    datePublished: article.date,
    dateModified: article.date,
    author: [{ "@type": "Person", name: article.author, url: absoluteUrl(publicUrl, "/about") }],
    publisher: { "@type": "Organization", name: PRODUCT_NAME, logo: absoluteUrl(publicUrl, "/favicon.svg") },
    mainEntityOfPage: url,
    articleSection: article.category,
    wordCount: article.wordCount,
    inLanguage: "en",
  };
}
