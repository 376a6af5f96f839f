import analysisFailed from "./analysis-failed";
import brokenExternalLinks from "./broken-external-links";
import brokenInternalLinks from "./broken-internal-links";
import canonicalChains from "./canonical-chains";
import canonicalToBroken from "./canonical-to-broken";
import canonicalToNoindex from "./canonical-to-noindex";
import canonicalToRedirect from "./canonical-to-redirect";
import contentOnlyRendered from "./content-only-rendered";
import deepPages from "./deep-pages";
import duplicateContent from "./duplicate-content";
import duplicateDescriptions from "./duplicate-descriptions";
import duplicateH1s from "./duplicate-h1s";
import duplicateTitles from "./duplicate-titles";
import externalHostsUnreachable from "./external-hosts-unreachable";
import externalRedirects from "./external-redirects";
import fewInlinks from "./few-inlinks";
import hostVariants from "./host-variants";
import hreflangInvalidCodes from "./hreflang-invalid-codes";
import hreflangMissingReturn from "./hreflang-missing-return";
import hreflangNoXDefault from "./hreflang-no-x-default";
import hreflangToNon200 from "./hreflang-to-non-200";
import internalNofollowLinks from "./internal-nofollow-links";
import jsOnlyLinks from "./js-only-links";
import largePages from "./large-pages";
import linksToCanonicalised from "./links-to-canonicalised";
import linksToRedirects from "./links-to-redirects";
import mixedContent from "./mixed-content";
import nearDuplicateContent from "./near-duplicate-content";
import nonIndexablePages from "./non-indexable-pages";
import orphanPages from "./orphan-pages";
import { PAGE_CHECK_ISSUES } from "./page-check-issues";
import redirectChains from "./redirect-chains";
import redirectLoops from "./redirect-loops";
import renderFailed from "./render-failed";
import renderingChangesIndexing from "./rendering-changes-indexing";
import renderingChangesMetadata from "./rendering-changes-metadata";
import robotsTxtMissing from "./robots-txt-missing";
import searchConsoleGaps from "./search-console-gaps";
import type { AnySiteCheck, IssueType } from "./site-check";
import sitemapMissing from "./sitemap-missing";
import sitemapNonIndexable from "./sitemap-non-indexable";
import slowPages from "./slow-pages";
import thinContent from "./thin-content";

export type { AffectedPages, AnySiteCheck, IssueType, SiteCheck, SiteCheckSeverity } from "./site-check";
export { checkedIn, crawlKindOf, notCheckedBecause } from "./site-check";

/**
 * Every site check, in display order: links and redirects, then indexability and canonicals,
 * site structure and sitemaps, duplicates, international, JavaScript rendering (rendered crawls
 * only), speed and size, and the pages the analysis failed on. Ids are unique.
 */
export const SITE_CHECKS: readonly AnySiteCheck[] = [
  brokenInternalLinks,
  redirectLoops,
  redirectChains,
  linksToRedirects,
  internalNofollowLinks,
  brokenExternalLinks,
  externalRedirects,
  externalHostsUnreachable,
  nonIndexablePages,
  canonicalToBroken,
  canonicalToRedirect,
  canonicalToNoindex,
  canonicalChains,
  linksToCanonicalised,
  orphanPages,
  searchConsoleGaps,
  fewInlinks,
  sitemapNonIndexable,
  sitemapMissing,
  robotsTxtMissing,
  hostVariants,
  deepPages,
  duplicateTitles,
  duplicateDescriptions,
  duplicateH1s,
  duplicateContent,
  nearDuplicateContent,
  thinContent,
  hreflangMissingReturn,
  hreflangToNon200,
  hreflangInvalidCodes,
  hreflangNoXDefault,
  renderingChangesIndexing,
  contentOnlyRendered,
  renderingChangesMetadata,
  jsOnlyLinks,
  renderFailed,
  slowPages,
  largePages,
  mixedContent,
  analysisFailed,
];

/**
 * Every kind of site issue a crawl can list: the site checks, then the page checks rolled up
 * across the site (page-check-issues.ts). Ids are unique across both.
 */
export const ISSUE_TYPES: readonly IssueType[] = [...SITE_CHECKS, ...PAGE_CHECK_ISSUES];

export function siteCheckById(id: string): AnySiteCheck | undefined {
  return SITE_CHECKS.find((check) => check.id === id);
}

const BY_ID = new Map(ISSUE_TYPES.map((type) => [type.id, type]));

export function issueTypeById(id: string): IssueType | undefined {
  return BY_ID.get(id);
}
