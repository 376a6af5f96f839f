import type { CrawlPageFacts } from "@ranklens/shared";
import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card";
import { ExternalLink } from "../../../components/ui/external-link";
import { formatDateTime } from "../../../lib/format-date";
import {
  formatBytes,
  formatCount,
  formatDuration,
  formatScore,
  NOT_AVAILABLE,
} from "../../../lib/report-format";
import {
  extractedValues,
  indexabilityLabel,
  lengthOf,
  linkFigure,
  StatusBadge,
  schemaTypesText,
  searchCount,
  textOf,
} from "./page-labels";

const FOUND_VIA: Record<string, string> = {
  start: "The start URL",
  list: "The list the crawl was given",
  link: "A link",
  sitemap: "A sitemap",
  redirect: "A redirect",
  canonical: "A canonical link",
  hreflang: "An hreflang link",
  resource: "A page loading it",
};

const text = (value: string | null) => value ?? NOT_AVAILABLE;
const urlOrNotAvailable = (url: string | null) => (url ? <ExternalLink href={url} /> : NOT_AVAILABLE);
const withLength = (value: string | null, isHtml: boolean) =>
  value === null ? textOf(value, isHtml) : `${value} (${lengthOf(value, isHtml)} characters)`;

/** A link-graph figure, or why there is none. */
const linkGraphFact = (value: number | null, isResource: boolean) =>
  value !== null
    ? linkFigure(value)
    : isResource
      ? NOT_AVAILABLE
      : `${NOT_AVAILABLE} (computed when a crawl finishes)`;

/** Every fact the crawl stored for the page, "N/A" where one does not apply. */
export function PageFactsList({ page }: { page: CrawlPageFacts }) {
  const facts: Array<[string, ReactNode]> = [
    ["Status", <StatusBadge key="s" status={page.status} errorCode={page.errorCode} />],
    // No answer, or an answer whose analysis failed (ANALYSIS_FAILED, beside its status).
    ...(page.status === null || page.errorCode
      ? ([
          ["Error", `${page.errorCode ?? "No response"}${page.errorMessage ? `: ${page.errorMessage}` : ""}`],
        ] as Array<[string, ReactNode]>)
      : []),
    ["Redirects to", urlOrNotAvailable(page.redirectTarget)],
    ["Indexability", indexabilityLabel(page)],
    ["Score", formatScore(page.score)],
    ["Title", withLength(page.title, page.isHtml)],
    ["Meta description", withLength(page.description, page.isHtml)],
    [
      "H1",
      page.h1 === null
        ? NOT_AVAILABLE
        : `${page.h1}${page.h1Count && page.h1Count > 1 ? ` (${page.h1Count} H1s)` : ""}`,
    ],
    ["Words", page.wordCount === null ? NOT_AVAILABLE : formatCount(page.wordCount)],
    ["Language", text(page.lang)],
    ["Canonical", urlOrNotAvailable(page.canonical)],
    ["Meta robots", text(page.metaRobots)],
    ["X-Robots-Tag", text(page.xRobotsTag)],
    ["Content type", text(page.contentType)],
    ["Size", formatBytes(page.bytes)],
    ["Transferred", formatBytes(page.transferredBytes)],
    ["Time to first byte", formatDuration(page.ttfbMs)],
    ["Response time", formatDuration(page.totalMs)],
    ["Click depth", page.depth === null ? "N/A (not reached by links)" : String(page.depth)],
    ["Found via", FOUND_VIA[page.foundVia] ?? page.foundVia],
    ["First linked from", urlOrNotAvailable(page.firstSourceUrl)],
    ["In a sitemap", page.inSitemap ? "Yes" : "No"],
    ["Inlinks", formatCount(page.inlinks)],
    ["Linking pages", linkGraphFact(page.uniqueInlinks, page.isResource)],
    ["Link score (0–100)", linkGraphFact(page.linkScore, page.isResource)],
    // Links are read by the analysis: a URL not analysed has none known, which is not none.
    ["Outlinks", page.isHtml ? formatCount(page.outlinks) : NOT_AVAILABLE],
    ["Structured data", schemaTypesText(page)],
    ["Insecure resources", page.url.startsWith("https:") ? formatCount(page.mixedContent) : NOT_AVAILABLE],
    [
      "Fetched",
      `${formatDateTime(page.fetchedAt)}${page.notModified ? " (unchanged since the previous crawl)" : ""}`,
    ],
    // Custom extraction: one fact per rule of the crawl, its values as found.
    ...Object.entries(page.extracted ?? {}).map(([name, values]): [string, string] => [
      name,
      values?.length === 0 ? "Not found on this page" : extractedValues(values),
    ]),
    // Custom search: how often each search of the crawl occurs in the page's HTML.
    ...Object.entries(page.searched ?? {}).map(([name, count]): [string, string] => [
      `Search: ${name}`,
      count === 0 ? "0 (the page does not contain it)" : searchCount(count),
    ]),
  ];
  return (
    <Card title="Facts">
      <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-3 text-sm sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-x-6">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="min-w-0 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
