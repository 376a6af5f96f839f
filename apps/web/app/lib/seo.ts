import { resolvePublicUrl } from "@ranklens/shared/public-url";
import type { MetaDescriptor } from "react-router";
import { PRODUCT_NAME } from "./product";

/** The share image every page without its own uses (1200×630 PNG: social networks do not show SVG). */
export const DEFAULT_SHARE_IMAGE: ShareImage = {
  path: "/images/og/ranklens.png",
  width: 1200,
  height: 630,
  alt: "RankLens: self-hosted SEO analysis and content workspace",
};

export interface ShareImage {
  /** Site-relative path, e.g. "/images/og/ranklens.png". */
  path: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The public URL as the build sees it: PUBLIC_URL, else http://localhost:PORT (the server's
 * rule, one definition in @ranklens/shared), without a trailing slash. Call it only from a route
 * `loader` or the build config: with `ssr: false` loaders run once, at build time, so the
 * canonical URLs baked into the prerendered HTML name the real site.
 */
export function publicUrlAtBuild(env: NodeJS.ProcessEnv = process.env): string {
  return resolvePublicUrl(env);
}

export interface SeoInput {
  /** The whole document title, 30–60 characters. */
  title: string;
  /** The meta description, 120–160 characters. */
  description: string;
  /** The page's path, e.g. "/blog"; the canonical URL is publicUrl + path. */
  path: string;
  publicUrl: string;
  /** Open Graph type; "article" adds the article:* properties. */
  type?: "website" | "article";
  image?: ShareImage;
  article?: { publishedTime: string; author: string; section: string };
  /** Structured data for the page (schema.org objects without @context). */
  jsonLd?: Array<Record<string, unknown>>;
}

/** The absolute URL of a site path. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl}${path === "/" ? "/" : path}`;
}

/**
 * Every head tag a public page needs to be found and shared well: title,
 * description, canonical, Open Graph, Twitter card and JSON-LD. One function so
 * no page can forget one of them.
 */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(input.publicUrl, input.path);
  const image = input.image ?? DEFAULT_SHARE_IMAGE;
  const imageUrl = absoluteUrl(input.publicUrl, image.path);
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: PRODUCT_NAME },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (input.article) {
    tags.push(
      { property: "article:published_time", content: input.article.publishedTime },
      { property: "article:author", content: input.article.author },
      { property: "article:section", content: input.article.section },
    );
  }
  for (const data of input.jsonLd ?? []) {
    tags.push({ "script:ld+json": { "@context": "https://schema.org", ...data } });
  }
  return tags;
}

/** schema.org BreadcrumbList for a trail of [name, path] pairs, starting at Home. */
export function breadcrumbJsonLd(publicUrl: string, trail: Array<[string, string]>): Record<string, unknown> {
  return {
    "@type": "BreadcrumbList",
    itemListElement: [["Home", "/"] as [string, string], ...trail].map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(publicUrl, path),
    })),
  };
}
