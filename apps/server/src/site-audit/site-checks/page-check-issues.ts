import { CHECK_METADATA, type CheckId } from "@ranklens/engine";
import type { IssueColumns } from "@ranklens/shared";
import type { IssueType, SiteCheckSeverity } from "./site-check";

/**
 * A site issue that lists the pages failing one of the engine's page checks (or one way of
 * failing it: a title too short apart from one too long), so "3 pages have no meta description"
 * is on the site's issue list and not only on each page's detail (ADR 023).
 */
export interface PageCheckIssue extends IssueType {
  /** The engine check whose failures these are. */
  pageCheck: CheckId;
  /**
   * Which of the check's failures: its outcome's `variant`, or null for a check with one way to
   * fail. A split check also has an entry with `variant: ""` for rows stored without one (a page
   * carried over by a 304 from a crawl that predates the split).
   */
  variant: string | null;
  /**
   * Only pages that may be indexed: a missing description on a noindex or canonicalised page
   * costs nothing in search, so content issues list indexable pages only.
   */
  indexableOnly: boolean;
}

/**
 * Engine checks that a site check already reports, better, across the crawl (with the linking
 * pages, the chain, the threshold): rolling them up too would list every such page twice.
 */
export const PAGE_CHECKS_COVERED_BY_SITE_CHECKS: Readonly<Partial<Record<CheckId, string>>> = {
  "http-status-code": "broken-internal-links",
  "is-crawlable": "non-indexable-pages",
  "x-robots-tag": "non-indexable-pages",
  "thin-content": "thin-content",
  "internal-nofollow": "internal-nofollow-links",
  hreflang: "hreflang-invalid-codes",
  "page-weight": "large-pages",
  "redirect-chain": "redirect-chains",
  "response-time": "slow-pages",
  "mixed-content": "mixed-content",
};

/**
 * Engine checks kept to each page's detail: a judgement that helps beside the page's own keywords
 * but reads as noise repeated down a site-wide list.
 */
export const PAGE_ONLY_CHECKS: Readonly<Partial<Record<CheckId, string>>> = {
  "keyword-placement":
    "A heuristic on the page's most frequent word, which is often not the keyword the page targets; on a site of manual pages it flagged 200 of 222.",
};

interface Entry {
  id: string;
  pageCheck: CheckId;
  variant?: string;
  title: string;
  /**
   * Set as the desktop crawlers and Ahrefs/Semrush rank the same finding: error when the page
   * can lose its place in search or its users (no title, plain HTTP), warning for what a search
   * engine or a visitor sees and a fix would improve, notice for hygiene and lengths.
   */
  severity: SiteCheckSeverity;
  howToFix: string;
  indexableOnly?: boolean;
  /** The label of the check's summary on the page ("72 characters"); omitted when it adds nothing. */
  found?: string;
  /** The label of the check's items (the title, the images without alt); omitted when it has none. */
  items?: string;
}

const ENTRIES: readonly Entry[] = [
  // Titles, descriptions and headings: what the result in search shows.
  {
    id: "title-missing",
    pageCheck: "document-title",
    title: "Title missing or empty",
    severity: "error",
    indexableOnly: true,
    howToFix:
      "Give every page a unique <title> of 30–60 characters that names its topic, main keyword first.",
  },
  {
    id: "title-too-short",
    pageCheck: "title-length",
    variant: "too-short",
    title: "Title too short",
    severity: "notice",
    indexableOnly: true,
    found: "Length",
    items: "Title",
    howToFix:
      "Expand the title to 30–60 characters: the page's topic and main keyword, then what sets it apart.",
  },
  {
    id: "title-too-long",
    pageCheck: "title-length",
    variant: "too-long",
    title: "Title too long",
    severity: "notice",
    indexableOnly: true,
    found: "Length",
    items: "Title",
    howToFix:
      "Shorten the title to at most 60 characters (about 600 pixels), with the words that matter first so a cut-off loses nothing.",
  },
  {
    id: "title-multiple",
    pageCheck: "multiple-titles",
    title: "Several title elements",
    severity: "notice",
    indexableOnly: true,
    items: "Titles",
    howToFix: "Keep one <title> in <head>; remove the others (often added twice by a theme and a plugin).",
  },
  {
    id: "description-missing",
    pageCheck: "meta-description",
    title: "Meta description missing or empty",
    severity: "warning",
    indexableOnly: true,
    howToFix:
      'Add <meta name="description"> to <head> with a 120–160 character summary that makes a searcher want to click.',
  },
  {
    id: "description-too-short",
    pageCheck: "meta-description-length",
    variant: "too-short",
    title: "Meta description too short",
    severity: "notice",
    indexableOnly: true,
    found: "Length",
    items: "Meta description",
    howToFix: "Expand the description to 120–160 characters: what the page offers and why to choose it.",
  },
  {
    id: "description-too-long",
    pageCheck: "meta-description-length",
    variant: "too-long",
    title: "Meta description too long",
    severity: "notice",
    indexableOnly: true,
    found: "Length",
    items: "Meta description",
    howToFix:
      "Shorten the description to at most 160 characters, the point first, so the snippet is not cut.",
  },
  {
    id: "description-multiple",
    pageCheck: "multiple-meta-descriptions",
    title: "Several meta descriptions",
    severity: "notice",
    indexableOnly: true,
    items: "Meta descriptions",
    howToFix: "Keep one meta description in <head>; search engines may pick any of several.",
  },
  {
    id: "h1-missing",
    pageCheck: "single-h1",
    variant: "missing",
    title: "H1 missing or empty",
    severity: "warning",
    indexableOnly: true,
    found: "Found",
    howToFix: "Give the page one <h1> that states its main topic, ideally with the main keyword.",
  },
  {
    id: "h1-multiple",
    pageCheck: "single-h1",
    variant: "multiple",
    title: "Several H1s",
    severity: "notice",
    indexableOnly: true,
    found: "Found",
    items: "H1s",
    howToFix: "Keep one <h1> for the page's main topic and turn the others into <h2>.",
  },
  {
    id: "heading-order",
    pageCheck: "heading-order",
    title: "Heading levels skipped",
    severity: "notice",
    indexableOnly: true,
    items: "Headings",
    howToFix:
      "Nest headings in order (an <h3> under an <h2>), so readers and screen readers can follow the outline.",
  },
  // Structured data and sharing.
  {
    id: "structured-data-invalid",
    pageCheck: "json-ld",
    title: "Structured data (JSON-LD) has errors",
    severity: "warning",
    indexableOnly: true,
    found: "Found",
    items: "Errors",
    howToFix:
      "Fix each JSON-LD block so it parses and names a schema.org @type; test it with Google's Rich Results Test.",
  },
  {
    id: "rich-results-incomplete",
    pageCheck: "rich-results",
    title: "Structured data misses rich-result properties",
    severity: "warning",
    indexableOnly: true,
    found: "Found",
    items: "Missing",
    howToFix:
      "Add the properties Google requires for the type (a Product's offers or review, an Article's headline and image), with values visible on the page.",
  },
  {
    id: "open-graph-missing",
    pageCheck: "open-graph",
    title: "Open Graph tags missing",
    severity: "notice",
    indexableOnly: true,
    items: "Missing",
    howToFix:
      "Add og:title, og:description, og:image and og:url, so shares on social networks show a proper card.",
  },
  {
    id: "twitter-card-missing",
    pageCheck: "twitter-card",
    title: "Twitter/X card missing",
    severity: "notice",
    indexableOnly: true,
    howToFix:
      'Add <meta name="twitter:card" content="summary_large_image"> (X falls back to Open Graph for the rest).',
  },
  {
    id: "html-lang-invalid",
    pageCheck: "html-lang",
    title: "Page language missing or invalid (<html lang>)",
    severity: "notice",
    indexableOnly: true,
    found: "Found",
    howToFix: 'Declare the page\'s language on the root element, as a valid code: <html lang="en">.',
  },
  // Crawling and indexing.
  {
    id: "canonical-invalid",
    pageCheck: "canonical",
    variant: "invalid",
    title: "Canonical invalid or conflicting",
    severity: "warning",
    found: "Found",
    items: "Canonicals",
    howToFix:
      "Declare one valid canonical URL per page, pointing at the version that should rank (usually itself), not at the site's root or another language version.",
  },
  {
    id: "canonical-relative",
    pageCheck: "canonical",
    variant: "relative",
    title: "Canonical is a relative URL",
    severity: "notice",
    items: "Canonical",
    howToFix:
      "Write the canonical as an absolute URL (https://example.com/page): search engines resolve a relative one, but it points elsewhere as soon as the page is served under another address or copied.",
  },
  {
    id: "canonical-cross-domain",
    pageCheck: "canonical",
    variant: "cross-domain",
    title: "Canonical points to another domain",
    severity: "warning",
    items: "Canonical",
    howToFix:
      "Keep a cross-domain canonical only on copies of the other site's page; after a site move or a copied template, point it at the page itself.",
  },
  {
    id: "canonical-multiple",
    pageCheck: "multiple-canonicals",
    title: "Several canonical declarations",
    severity: "notice",
    items: "Canonicals",
    howToFix: "Declare the canonical once (a <link> or the Link header, not both with different values).",
  },
  {
    id: "robots-txt-invalid",
    pageCheck: "robots-txt",
    title: "robots.txt is not valid",
    severity: "warning",
    items: "Lines",
    howToFix: "Fix the lines crawlers cannot read; each rule belongs under a User-agent line.",
  },
  {
    id: "meta-refresh",
    pageCheck: "meta-refresh",
    title: "Meta refresh",
    severity: "warning",
    found: "Found",
    howToFix: "Replace the meta refresh with a server-side 301 redirect, or remove the timed reload.",
  },
  {
    id: "meta-in-body",
    pageCheck: "meta-in-body",
    title: "Meta or link tags in <body>",
    severity: "warning",
    items: "Tags",
    howToFix:
      "Move the tags into <head> and remove what ends <head> early (an element that belongs in <body>, often injected by a script or plugin): search engines ignore them in <body>.",
  },
  // Links and images.
  {
    id: "links-not-crawlable",
    pageCheck: "crawlable-anchors",
    title: "Links that cannot be crawled",
    severity: "warning",
    found: "Found",
    items: "Links",
    howToFix:
      'Give each link a real href (not "javascript:" or "#" with a click handler) so search engines can follow it.',
  },
  {
    id: "links-without-text",
    pageCheck: "empty-links",
    title: "Links without text",
    severity: "warning",
    found: "Found",
    items: "Links",
    howToFix: "Give each link visible text or, for an image link, an alt text that says where it leads.",
  },
  {
    id: "link-text-generic",
    pageCheck: "link-text",
    title: "Links with generic text (\u201cclick here\u201d)",
    severity: "notice",
    found: "Found",
    items: "Links",
    howToFix:
      "Say where each link leads (\u201cpricing for teams\u201d, not \u201cclick here\u201d): the anchor tells search engines about the target.",
  },
  {
    id: "too-many-links",
    pageCheck: "too-many-links",
    title: "Too many links on a page",
    severity: "notice",
    found: "Found",
    howToFix:
      "Trim navigation and footer links to what visitors use, so the links that matter keep their weight.",
  },
  {
    id: "images-without-alt",
    pageCheck: "image-alt",
    title: "Images without alt text",
    severity: "warning",
    found: "Found",
    items: "Images",
    howToFix:
      'Describe each meaningful image in its alt attribute; give decorative images alt="" so screen readers skip them.',
  },
  {
    id: "images-without-dimensions",
    pageCheck: "image-dimensions",
    title: "Images without width and height",
    severity: "notice",
    found: "Found",
    items: "Images",
    howToFix:
      "Set width and height on each <img> so the browser reserves its space and the layout does not shift.",
  },
  // Technical.
  {
    id: "viewport-missing",
    pageCheck: "viewport",
    title: "Mobile viewport missing or wrong",
    severity: "warning",
    found: "Found",
    howToFix:
      'Add <meta name="viewport" content="width=device-width, initial-scale=1"> and do not block zooming: search engines index the mobile page.',
  },
  {
    id: "charset-missing",
    pageCheck: "charset",
    title: "Character encoding not declared",
    severity: "notice",
    howToFix:
      'Declare <meta charset="utf-8"> first in <head>, or send charset=utf-8 in the Content-Type header.',
  },
  {
    id: "favicon-missing",
    pageCheck: "favicon",
    title: "No favicon declared",
    severity: "notice",
    howToFix:
      'Link a favicon from <head> (<link rel="icon" href="/favicon.svg">): Google shows it beside mobile results.',
  },
  {
    id: "html-uncompressed",
    pageCheck: "compression",
    title: "HTML served uncompressed",
    severity: "warning",
    found: "Found",
    howToFix: "Turn on gzip or Brotli for text/html (and CSS, JavaScript) in the server or CDN.",
  },
  // Security.
  {
    id: "not-https",
    pageCheck: "https",
    title: "Page not served over HTTPS",
    severity: "error",
    howToFix: "Serve the site over HTTPS and redirect every http:// URL to it with a 301.",
  },
  {
    id: "insecure-form",
    pageCheck: "insecure-form",
    title: "Form submits over plain HTTP",
    severity: "warning",
    items: "Forms",
    howToFix: "Point each form's action at an https:// URL; browsers warn before sending it otherwise.",
  },
  {
    id: "security-headers-missing",
    pageCheck: "security-headers",
    title: "Security headers missing",
    severity: "notice",
    items: "Missing",
    howToFix:
      "Send Strict-Transport-Security, X-Content-Type-Options: nosniff and a Content-Security-Policy (or frame-ancestors) from the server.",
  },
  // AI search.
  {
    id: "ai-crawlers-blocked",
    pageCheck: "ai-crawler-access",
    title: "AI crawlers blocked by robots.txt",
    severity: "notice",
    items: "Crawlers",
    howToFix:
      "If the site should appear in AI answers, allow their search crawlers (OAI-SearchBot, PerplexityBot, Claude-SearchBot) in robots.txt; training crawlers can stay blocked.",
  },
  {
    id: "ai-directives",
    pageCheck: "ai-directives",
    title: "Robots directives limit AI use",
    severity: "notice",
    items: "Directives",
    howToFix: "Nothing to fix if intended: noai, nosnippet or max-snippet keep the page out of AI answers.",
  },
  {
    id: "llms-txt-malformed",
    pageCheck: "llms-txt",
    title: "/llms.txt is not well-formed",
    severity: "notice",
    items: "Problems",
    howToFix: "Start /llms.txt with a # heading and list its links as Markdown, or remove the file.",
  },
];

/** The checks that fail in more than one way: rows stored without a variant land in their fallback. */
const SPLIT_CHECKS = [...new Set(ENTRIES.filter((e) => e.variant).map((e) => e.pageCheck))];

function columnsOf({ found, items }: Pick<Entry, "found" | "items">): IssueColumns {
  return {
    url: "Page",
    related: null,
    detail: [
      ...(found ? [{ key: "found", label: found }] : []),
      ...(items ? [{ key: "items", label: items, format: "items" as const }] : []),
    ],
  };
}

function issueOf(entry: Entry): PageCheckIssue {
  const metadata = CHECK_METADATA.find((check) => check.id === entry.pageCheck);
  if (!metadata) throw new Error(`no engine check "${entry.pageCheck}"`);
  return {
    id: entry.id,
    title: entry.title,
    severity: entry.severity,
    description: metadata.description,
    howToFix: entry.howToFix,
    affects: "url",
    columns: columnsOf(entry),
    pageCheck: entry.pageCheck,
    variant: entry.variant ?? null,
    indexableOnly: entry.indexableOnly === true,
  };
}

/** The fallback of a split check: its failures whose way is unknown, under the engine's own words. */
function fallbackOf(pageCheck: CheckId): PageCheckIssue {
  const first = ENTRIES.find((e) => e.pageCheck === pageCheck)!;
  const metadata = CHECK_METADATA.find((check) => check.id === pageCheck)!;
  return {
    ...issueOf(first),
    id: pageCheck,
    title: metadata.failureTitle,
    howToFix: ENTRIES.filter((e) => e.pageCheck === pageCheck)
      .map((e) => e.howToFix)
      .join(" "),
    variant: "",
  };
}

/** Every page-check issue, in display order. */
export const PAGE_CHECK_ISSUES: readonly PageCheckIssue[] = [
  ...ENTRIES.map(issueOf),
  ...SPLIT_CHECKS.map(fallbackOf),
];
