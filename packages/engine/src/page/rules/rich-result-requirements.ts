/**
 * Required properties of common Google rich-result types (Google Search
 * Central structured-data docs). An array entry lists alternatives: any one
 * of them satisfies the requirement.
 */
export const RICH_RESULT_REQUIREMENTS: Readonly<Record<string, readonly (string | readonly string[])[]>> = {
  Article: ["headline", ["image"], ["author"], ["datePublished"]],
  NewsArticle: ["headline", ["image"], ["author"], ["datePublished"]],
  BlogPosting: ["headline", ["image"], ["author"], ["datePublished"]],
  Product: ["name", ["offers", "review", "aggregateRating"]],
  Organization: ["name", ["url", "logo"]],
  BreadcrumbList: ["itemListElement"],
  FAQPage: ["mainEntity"],
  WebSite: ["name", "url"],
  LocalBusiness: ["name", "address"],
  Recipe: ["name", "image"],
  Event: ["name", "startDate", "location"],
  JobPosting: ["title", "description", "datePosted", "hiringOrganization", "jobLocation"],
  VideoObject: ["name", "thumbnailUrl", "uploadDate"],
  Review: ["itemReviewed", "author", "reviewRating"],
  HowTo: ["name", "step"],
  SoftwareApplication: ["name", ["offers"], ["aggregateRating", "review"]],
  Course: ["name", "description"],
  Person: ["name"],
};
