import { type CrawlPage, SEARCH_COUNT_CAP } from "@ranklens/shared";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { formatCount, NOT_AVAILABLE } from "../../../lib/report-format";

/** The tone of an HTTP status class; the number itself is always written, so colour is never the only cue. */
function statusTone(status: number | null): BadgeTone {
  if (status === null || status >= 400) return "danger";
  if (status >= 300) return "warning";
  return "success";
}

/** A fetched URL's status: the code, or "Failed" when no response came back (with the reason as a tooltip). */
export function StatusBadge({ status, errorCode }: { status: number | null; errorCode?: string | null }) {
  return (
    <Badge tone={statusTone(status)} className="tabular-nums">
      <span title={status === null ? (errorCode ?? undefined) : undefined}>{status ?? "Failed"}</span>
    </Badge>
  );
}

const REASONS: Record<string, string> = {
  status: "not 200",
  noindex: "noindex",
  canonicalised: "canonicalised",
  robots: "blocked by robots.txt",
};

/** "Indexable", or "Not indexable (noindex)"; N/A for what is not a page (an image, a script). */
export function indexabilityLabel(
  page: Pick<CrawlPage, "indexable" | "nonIndexableReason" | "isHtml" | "status">,
) {
  if (page.indexable) return "Indexable";
  if (!page.isHtml && page.status !== null && page.status >= 200 && page.status < 300) return NOT_AVAILABLE;
  const reason = page.nonIndexableReason ?? (page.status === null || page.status >= 300 ? "status" : null);
  return reason ? `Not indexable (${REASONS[reason] ?? reason})` : "Not indexable";
}

/** A text's length in characters, or N/A when the page has none. */
export function lengthOf(text: string | null, isHtml: boolean): string {
  if (text === null) return isHtml ? "0 (missing)" : NOT_AVAILABLE;
  return String([...text].length);
}

/** A text of an analysed page, "Missing" when the page has none; N/A where there is no page to have one. */
export function textOf(text: string | null, isHtml: boolean): string {
  return text ?? (isHtml ? "Missing" : NOT_AVAILABLE);
}

/**
 * A figure of the crawl's link graph (linking pages, link score): computed when a crawl finishes,
 * so N/A while it runs, for crawls finished before RankLens computed them, and for images,
 * stylesheets and scripts, which are not in the graph.
 */
export function linkFigure(value: number | null): string {
  return value === null ? NOT_AVAILABLE : formatCount(value);
}

/** The JSON-LD types a page declares, "None" on a page without; N/A where there is no page. */
export function schemaTypesText(page: Pick<CrawlPage, "schemaTypes" | "isHtml">): string {
  if (page.schemaTypes.length > 0) return page.schemaTypes.join(", ");
  return page.isHtml ? "None" : NOT_AVAILABLE;
}

/**
 * A custom search's count on a page: "1,000+" at the cap, "Not searched" where its regex ran out of
 * time on the page (never a false 0), N/A where the page was not searched at all (not HTML).
 */
export function searchCount(count: number | null | undefined): string {
  if (count === undefined) return NOT_AVAILABLE;
  if (count === null) return "Not searched";
  return count >= SEARCH_COUNT_CAP ? `${formatCount(SEARCH_COUNT_CAP)}+` : formatCount(count);
}

/**
 * A custom extraction's values on a page, joined: "—" where the rule matched nothing, "Not
 * extracted" where it could not run on the page (out of its budget, or an XPath the library
 * refused there; never a false "nothing"), N/A where the page was not extracted at all (not HTML,
 * or the crawl had no such rule).
 */
export function extractedValues(values: string[] | null | undefined): string {
  if (values === undefined) return NOT_AVAILABLE;
  if (values === null) return "Not extracted (the rule could not run on this page)";
  return values.length > 0 ? values.join(" | ") : "—";
}
