import type { ContentType } from "@ranklens/shared";

/** How prompts name each content type. */
export const CONTENT_TYPE_NAMES: Record<ContentType, string> = {
  seo: "an article for a website (SEO content)",
  ecommerce: "a product description for an online shop",
  video: "a video script",
  social: "a social media post",
};
