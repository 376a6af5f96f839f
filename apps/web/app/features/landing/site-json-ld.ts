import { PRODUCT_NAME } from "../../lib/product";
import { absoluteUrl } from "../../lib/seo";

/** schema.org Organization for the home page. */
export function organizationJsonLd(publicUrl: string): Record<string, unknown> {
  return {
    "@type": "Organization",
    name: PRODUCT_NAME,
    url: absoluteUrl(publicUrl, "/"),
    logo: absoluteUrl(publicUrl, "/favicon.svg"),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      url: absoluteUrl(publicUrl, "/contact"),
    },
  };
}

/** schema.org WebSite for the home page. */
export function webSiteJsonLd(publicUrl: string): Record<string, unknown> {
  return {
    "@type": "WebSite",
    name: PRODUCT_NAME,
    url: absoluteUrl(publicUrl, "/"),
    description: "Self-hosted SEO analysis and content workspace.",
    inLanguage: "en",
  };
}
