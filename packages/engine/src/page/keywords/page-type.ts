import { normalizeWord } from "../../text/normalize-word";
import { scanWordStrings } from "../../text/word-scan";
import type { PageFacts } from "../extract/page-facts";
import { intentCuesFor } from "./intent-cues";

/**
 * What kind of page it is, as far as the page says so itself; "guide" is a page whose title or H1
 * promises an explanation ("…guide", "how to…"), "text" a long text that says nothing more.
 */
export type PageKind = "article" | "review" | "product" | "category" | "home" | "guide" | "text";

/** Words of main text from which a page that says nothing else about itself is a long text (informational). */
export const LONG_TEXT_WORDS = 600;

export interface PageType {
  kind: PageKind | null;
  /** What said so ("schema.org NewsArticle", "og:type article", "dated URL /2016/04/"); "" when `kind` is null. */
  evidence: string;
}

// schema.org types by the kind of page they describe (their subtypes listed, as JSON-LD names the exact type).
const ARTICLE_TYPES = new Set([
  "Article",
  "NewsArticle",
  "AnalysisNewsArticle",
  "BackgroundNewsArticle",
  "OpinionNewsArticle",
  "ReportageNewsArticle",
  "BlogPosting",
  "LiveBlogPosting",
  "SocialMediaPosting",
  "TechArticle",
  "ScholarlyArticle",
  "Report",
  "HowTo",
  "FAQPage",
  "QAPage",
  "Recipe",
]);
const REVIEW_TYPES = new Set(["Review", "ReviewNewsArticle", "CriticReview", "EmployerReview", "UserReview"]);
const PRODUCT_TYPES = new Set([
  "Product",
  "ProductGroup",
  "IndividualProduct",
  "ProductModel",
  "Offer",
  "AggregateOffer",
]);
const CATEGORY_TYPES = new Set(["CollectionPage", "OfferCatalog", "SearchResultsPage", "ProductCollection"]);

// Path segments of listing pages (WordPress, Shopify, Magento and common shop and blog URLs).
const CATEGORY_PATH = /\/(?:category|categories|collections?|tags?|topics?|shop|c)\/[^/]/i;
const PRODUCT_PATH = /\/(?:products?|p|dp|item|items)\/[^/]/i;
// A year and month in the path: the URL of a dated post.
const DATED_PATH = /\/((?:19|20)\d\d)\/(0?[1-9]|1[0-2])\//;

function firstOf(types: readonly string[], wanted: ReadonlySet<string>): string | undefined {
  for (const t of types) if (wanted.has(t)) return t;
  return undefined;
}

/** The title or H1 word that promises an explanation ("title word “guide”"), or null. */
function guideWordOf(facts: PageFacts, lang: string | null): string | null {
  const cues = intentCuesFor(lang);
  const explaining = new Set([...cues.question, ...cues.learning]);
  const h1 = facts.headings.find((h) => h.level === 1)?.text ?? "";
  for (const [place, text] of [
    ["title", facts.title ?? ""],
    ["H1", h1],
  ] as const) {
    const word = scanWordStrings(text)
      .map(normalizeWord)
      .find((w) => explaining.has(w));
    if (word) return `${place} word “${word}”`;
  }
  return null;
}

/**
 * The page's type from its own statements, strongest first: schema.org types in JSON-LD, the Open
 * Graph type, the URL (the site root, a listing or product path, a dated post), a title or H1 that
 * promises an explanation ("guide", "how"), an `<article>` element holding the main text, then the
 * length of the main text (`LONG_TEXT_WORDS`). Null when nothing says.
 */
export function pageTypeOf(
  facts: PageFacts,
  page: {
    /** Words of the main text. */
    mainWords: number;
    /** Language of the text (chooses the title words of a guide). */
    lang: string | null;
    /** schema.org types of its JSON-LD. */
    schemaTypes: readonly string[];
  },
): PageType {
  const { mainWords, lang } = page;
  const types = page.schemaTypes;
  const product = firstOf(types, PRODUCT_TYPES);
  const article = firstOf(types, ARTICLE_TYPES);
  const review = firstOf(types, REVIEW_TYPES);
  const category = firstOf(types, CATEGORY_TYPES);
  if (review) return { kind: "review", evidence: `schema.org ${review}` };
  // An article that mentions a product is still an article; a product page rarely calls itself one.
  if (product && !article) return { kind: "product", evidence: `schema.org ${product}` };
  if (article) return { kind: "article", evidence: `schema.org ${article}` };
  if (category) return { kind: "category", evidence: `schema.org ${category}` };
  const og =
    facts.metas
      .find((m) => m.property === "og:type")
      ?.content.trim()
      .toLowerCase() ?? "";
  if (og === "product" || og.startsWith("product.") || og === "og:product")
    return { kind: "product", evidence: `og:type ${og}` };
  if (og === "article" || og.startsWith("article.") || og === "blog")
    return { kind: "article", evidence: `og:type ${og}` };
  let path = "";
  try {
    const url = new URL(facts.finalUrl);
    path = url.pathname;
    if ((path === "/" || path === "") && url.search === "")
      return { kind: "home", evidence: "the site's root URL" };
  } catch {
    // No usable URL: no URL evidence.
  }
  if (PRODUCT_PATH.test(path)) return { kind: "product", evidence: `product URL ${path}` };
  if (CATEGORY_PATH.test(path)) return { kind: "category", evidence: `listing URL ${path}` };
  const dated = DATED_PATH.exec(path);
  if (dated) return { kind: "article", evidence: `dated URL /${dated[1]}/${dated[2]}/` };
  const guide = guideWordOf(facts, lang);
  if (guide) return { kind: "guide", evidence: guide };
  if (facts.mainTextSource === "article")
    return { kind: "article", evidence: "the main text is an <article>" };
  if (mainWords >= LONG_TEXT_WORDS) return { kind: "text", evidence: `${mainWords} words of main text` };
  return { kind: null, evidence: "" };
}
