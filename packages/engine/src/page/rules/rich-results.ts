/**
 * Google's rich results and the structured-data properties each one needs, as data, with the
 * documentation page beside each type (developers.google.com/search/docs/appearance/structured-data,
 * read 2026-11). `required`: without every one the page is not eligible; an inner list means any
 * one of them. `recommended`: Google shows more with them. A dotted name is a property of a
 * nested object (`offers.price`).
 */
export interface RichResultRule {
  /** The rich result's name in Google's search gallery. */
  feature: string;
  source: string;
  required: readonly (string | readonly string[])[];
  recommended: readonly string[];
  /** Required only when the object stands alone at the top, not inside another (Review.itemReviewed). */
  requiredAtTop?: readonly (string | readonly string[])[];
  /** Checked only at the top: nested, the type plays another role (an article's image, its publisher). */
  topOnly?: boolean;
  /** When Google shows the result only to some sites. */
  limitedTo?: string;
}

/** A type whose rich result Google no longer shows. */
export interface RetiredRichResult {
  feature: string;
  since: string;
  source: string;
}

const DOCS = "https://developers.google.com/search/docs/appearance/structured-data";

const ARTICLE: RichResultRule = {
  feature: "Article",
  source: `${DOCS}/article`,
  required: [],
  recommended: ["author", "datePublished", "dateModified", "headline", "image"],
};

const LOCAL_BUSINESS: RichResultRule = {
  feature: "Local business",
  source: `${DOCS}/local-business`,
  required: ["address", "name"],
  recommended: ["geo", "openingHoursSpecification", "priceRange", "telephone", "url"],
};

const ORGANIZATION: RichResultRule = {
  feature: "Organization",
  source: `${DOCS}/organization`,
  required: [],
  recommended: ["name", "url", "logo", "sameAs"],
  topOnly: true,
};

const SOFTWARE_APP: RichResultRule = {
  feature: "Software app",
  source: `${DOCS}/software-app`,
  required: ["name", "offers", ["aggregateRating", "review"]],
  recommended: ["applicationCategory", "operatingSystem"],
};

const DISCUSSION: RichResultRule = {
  feature: "Discussion forum",
  source: `${DOCS}/discussion-forum`,
  required: ["author", "datePublished", ["text", "image", "video"]],
  recommended: ["headline", "url", "dateModified"],
};

/** Rules by schema.org type (subtypes Google accepts listed with their parent's rule). */
export const RICH_RESULT_RULES: Readonly<Record<string, RichResultRule>> = {
  Article: ARTICLE,
  NewsArticle: ARTICLE,
  BlogPosting: ARTICLE,
  ReportageNewsArticle: ARTICLE,
  BreadcrumbList: {
    feature: "Breadcrumb",
    source: `${DOCS}/breadcrumb`,
    required: ["itemListElement"],
    recommended: [],
  },
  ListItem: {
    feature: "Breadcrumb",
    source: `${DOCS}/breadcrumb`,
    required: ["position", ["name", "item.name"]],
    recommended: ["item"],
  },
  Event: {
    feature: "Event",
    source: `${DOCS}/event`,
    required: ["location", "name", "startDate"],
    recommended: [
      "description",
      "endDate",
      "eventAttendanceMode",
      "eventStatus",
      "image",
      "offers",
      "organizer",
      "performer",
    ],
  },
  FAQPage: {
    feature: "FAQ",
    source: `${DOCS}/faqpage`,
    required: ["mainEntity"],
    recommended: [],
    limitedTo: "well-known, authoritative government and health websites (since August 2023)",
  },
  Question: {
    feature: "FAQ / Q&A",
    source: `${DOCS}/faqpage`,
    required: ["name", ["acceptedAnswer", "suggestedAnswer"]],
    recommended: [],
  },
  Answer: { feature: "FAQ / Q&A", source: `${DOCS}/faqpage`, required: ["text"], recommended: [] },
  ImageObject: {
    feature: "Image metadata",
    source: `${DOCS}/image-license-metadata`,
    required: ["contentUrl", ["creator", "creditText", "copyrightNotice", "license"]],
    recommended: ["acquireLicensePage", "creator", "creditText", "copyrightNotice", "license"],
    topOnly: true,
  },
  JobPosting: {
    feature: "Job posting",
    source: `${DOCS}/job-posting`,
    required: [
      "datePosted",
      "description",
      "hiringOrganization",
      ["jobLocation", "applicantLocationRequirements"],
      "title",
    ],
    recommended: ["baseSalary", "directApply", "employmentType", "identifier", "validThrough"],
  },
  LocalBusiness: LOCAL_BUSINESS,
  Restaurant: LOCAL_BUSINESS,
  Store: LOCAL_BUSINESS,
  FoodEstablishment: LOCAL_BUSINESS,
  CafeOrCoffeeShop: LOCAL_BUSINESS,
  Dentist: LOCAL_BUSINESS,
  MedicalClinic: LOCAL_BUSINESS,
  Hotel: LOCAL_BUSINESS,
  LodgingBusiness: LOCAL_BUSINESS,
  ProfessionalService: LOCAL_BUSINESS,
  Organization: ORGANIZATION,
  Corporation: ORGANIZATION,
  NewsMediaOrganization: ORGANIZATION,
  OnlineStore: ORGANIZATION,
  Product: {
    feature: "Product snippet",
    source: `${DOCS}/product-snippet`,
    required: ["name"],
    // Inside a review (itemReviewed) a product is the thing reviewed, not a snippet of its own.
    requiredAtTop: [["review", "aggregateRating", "offers"]],
    recommended: ["image", "description"],
  },
  Offer: {
    feature: "Product snippet / merchant listing",
    source: `${DOCS}/merchant-listing`,
    required: [["price", "priceSpecification"]],
    recommended: ["priceCurrency", "availability"],
  },
  AggregateOffer: {
    feature: "Product snippet",
    source: `${DOCS}/product-snippet`,
    required: ["lowPrice"],
    recommended: ["highPrice", "offerCount", "priceCurrency"],
  },
  AggregateRating: {
    feature: "Review snippet",
    source: `${DOCS}/review-snippet`,
    required: ["ratingValue", ["ratingCount", "reviewCount"]],
    recommended: ["bestRating", "worstRating"],
    requiredAtTop: ["itemReviewed"],
  },
  Review: {
    feature: "Review snippet",
    source: `${DOCS}/review-snippet`,
    required: ["author", "reviewRating"],
    recommended: ["datePublished"],
    requiredAtTop: ["itemReviewed"],
  },
  Recipe: {
    feature: "Recipe",
    source: `${DOCS}/recipe`,
    required: ["image", "name"],
    recommended: [
      "aggregateRating",
      "author",
      "cookTime",
      "datePublished",
      "description",
      "keywords",
      "nutrition",
      "prepTime",
      "recipeCategory",
      "recipeCuisine",
      "recipeIngredient",
      "recipeInstructions",
      "recipeYield",
      "totalTime",
      "video",
    ],
  },
  SoftwareApplication: SOFTWARE_APP,
  MobileApplication: SOFTWARE_APP,
  WebApplication: SOFTWARE_APP,
  VideoGame: SOFTWARE_APP,
  VideoObject: {
    feature: "Video",
    source: `${DOCS}/video`,
    required: ["name", "thumbnailUrl", "uploadDate"],
    recommended: ["contentUrl", "description", "duration", "embedUrl"],
  },
  Dataset: {
    feature: "Dataset",
    source: `${DOCS}/dataset`,
    required: ["description", "name"],
    recommended: ["creator", "identifier", "keywords", "license", "url"],
  },
  QAPage: { feature: "Q&A", source: `${DOCS}/qapage`, required: ["mainEntity"], recommended: [] },
  DiscussionForumPosting: DISCUSSION,
  SocialMediaPosting: DISCUSSION,
  ProfilePage: {
    feature: "Profile page",
    source: `${DOCS}/profile-page`,
    required: ["mainEntity"],
    recommended: ["dateCreated", "dateModified"],
  },
  Movie: {
    feature: "Movie carousel",
    source: `${DOCS}/movie`,
    required: ["image", "name"],
    recommended: ["aggregateRating", "dateCreated", "director", "review"],
  },
  EmployerAggregateRating: {
    feature: "Employer rating",
    source: `${DOCS}/employer-rating`,
    required: ["itemReviewed", "ratingValue", ["ratingCount", "reviewCount"]],
    recommended: ["bestRating", "worstRating"],
  },
};

const SIMPLIFIED_2025 = "https://developers.google.com/search/blog/2025/06/simplifying-search-results";

/** Types whose rich result Google retired: the markup does no harm but shows nothing any more. */
export const RETIRED_RICH_RESULTS: Readonly<Record<string, RetiredRichResult>> = {
  ClaimReview: { feature: "Fact check (Claim Review)", since: "2025", source: SIMPLIFIED_2025 },
  SpecialAnnouncement: { feature: "Special announcement", since: "2025", source: SIMPLIFIED_2025 },
  Occupation: { feature: "Estimated salary", since: "2025", source: SIMPLIFIED_2025 },
  Vehicle: { feature: "Vehicle listing", since: "2025", source: SIMPLIFIED_2025 },
  Car: { feature: "Vehicle listing", since: "2025", source: SIMPLIFIED_2025 },
  Course: { feature: "Course info", since: "2025", source: SIMPLIFIED_2025 },
  LearningResource: { feature: "Learning video", since: "2025", source: SIMPLIFIED_2025 },
  ReadAction: { feature: "Book actions", since: "2025", source: SIMPLIFIED_2025 },
  BorrowAction: { feature: "Book actions", since: "2025", source: SIMPLIFIED_2025 },
  HowTo: {
    feature: "How-to",
    since: "2023",
    source: "https://developers.google.com/search/blog/2023/08/howto-faq-changes",
  },
  SearchAction: {
    feature: "Sitelinks search box",
    since: "2024",
    source: "https://developers.google.com/search/blog/2024/10/sitelinks-search-box",
  },
};
