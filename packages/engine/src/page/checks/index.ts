import aiCrawlerAccess from "./ai-search/ai-crawler-access";
import aiDirectives from "./ai-search/ai-directives";
import llmsTxt from "./ai-search/llms-txt";
import documentTitle from "./content/document-title";
import headingOrder from "./content/heading-order";
import keywordPlacement from "./content/keyword-placement";
import metaDescription from "./content/meta-description";
import metaDescriptionLength from "./content/meta-description-length";
import multipleMetaDescriptions from "./content/multiple-meta-descriptions";
import multipleTitles from "./content/multiple-titles";
import singleH1 from "./content/single-h1";
import thinContent from "./content/thin-content";
import titleLength from "./content/title-length";
import canonical from "./crawlability/canonical";
import httpStatusCode from "./crawlability/http-status-code";
import isCrawlable from "./crawlability/is-crawlable";
import multipleCanonicals from "./crawlability/multiple-canonicals";
import robotsTxt from "./crawlability/robots-txt";
import xRobotsTag from "./crawlability/x-robots-tag";
import imageAlt from "./images/image-alt";
import imageDimensions from "./images/image-dimensions";
import hreflang from "./international/hreflang";
import htmlLang from "./international/html-lang";
import crawlableAnchors from "./links/crawlable-anchors";
import emptyLinks from "./links/empty-links";
import internalNofollow from "./links/internal-nofollow";
import linkText from "./links/link-text";
import tooManyLinks from "./links/too-many-links";
import compression from "./performance/compression";
import pageWeight from "./performance/page-weight";
import redirectChain from "./performance/redirect-chain";
import responseTime from "./performance/response-time";
import httpsCheck from "./security/https";
import insecureForm from "./security/insecure-form";
import mixedContent from "./security/mixed-content";
import securityHeaders from "./security/security-headers";
import openGraph from "./social/open-graph";
import twitterCard from "./social/twitter-card";
import jsonLd from "./structured-data/json-ld";
import richResults from "./structured-data/rich-results";
import charset from "./technical/charset";
import favicon from "./technical/favicon";
import metaInBody from "./technical/meta-in-body";
import metaRefresh from "./technical/meta-refresh";
import viewport from "./technical/viewport";

/** Every page check, in report order. */
export const ALL_CHECKS = [
  canonical,
  httpStatusCode,
  isCrawlable,
  multipleCanonicals,
  robotsTxt,
  xRobotsTag,
  documentTitle,
  headingOrder,
  keywordPlacement,
  metaDescriptionLength,
  metaDescription,
  multipleMetaDescriptions,
  multipleTitles,
  singleH1,
  thinContent,
  titleLength,
  charset,
  favicon,
  metaInBody,
  metaRefresh,
  viewport,
  crawlableAnchors,
  emptyLinks,
  internalNofollow,
  linkText,
  tooManyLinks,
  imageAlt,
  imageDimensions,
  hreflang,
  htmlLang,
  openGraph,
  twitterCard,
  jsonLd,
  richResults,
  aiCrawlerAccess,
  llmsTxt,
  aiDirectives,
  compression,
  pageWeight,
  redirectChain,
  responseTime,
  httpsCheck,
  insecureForm,
  mixedContent,
  securityHeaders,
] as const;

/** The id of a check of the registry. */
export type CheckId = (typeof ALL_CHECKS)[number]["id"];
