import type { CrawlAnchor, CrawlInlink, CrawlOutlink, RedirectHop } from "@ranklens/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { ExternalLink } from "../../../components/ui/external-link";
import { FOCUS_RING } from "../../../components/ui/focus-ring";
import { cn } from "../../../lib/cn";
import { crawlPageHref } from "../../../lib/crawl-pages-api";
import { formatCount, NOT_AVAILABLE } from "../../../lib/report-format";
import { StatusBadge } from "./page-labels";

const TH =
  "px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-700 uppercase";
const TD = "px-3 py-2 align-top";

/** The scrolling box, table and header row every link table of the page detail shares. */
function LinkTable({
  label,
  minWidth,
  head,
  children,
}: {
  label: string;
  /** A Tailwind min-w class: below it the table scrolls inside its box instead of squeezing. */
  minWidth: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className={cn("w-full text-sm", minWidth)} aria-label={label}>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** A URL of the crawl, linking to its own detail when the crawl fetched it. */
function CrawlUrl({ crawlId, id, url }: { crawlId: string; id: number | null; url: string }) {
  if (id === null) return <ExternalLink href={url} />;
  return (
    <Link
      to={crawlPageHref(crawlId, { urlId: id })}
      className={cn("break-all text-indigo-700 hover:underline", FOCUS_RING)}
    >
      {url}
    </Link>
  );
}

function LinkFlags({ nofollow, inNav }: { nofollow: boolean; inNav: boolean }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={inNav ? "neutral" : "primary"}>{inNav ? "Navigation" : "Content"}</Badge>
      {nofollow ? <Badge tone="warning">nofollow</Badge> : null}
    </span>
  );
}

/** An anchor as written; an empty one (an image link without alt text) is said to be empty. */
function Anchor({ text }: { text: string }) {
  return text.trim() ? (
    <span className="break-words">{text}</span>
  ) : (
    <span className="text-slate-500 italic">(no anchor text)</span>
  );
}

/** Pages linking here, with their anchor text; a page linked from every page lists them 500 at a time. */
export function InlinksCard({
  crawlId,
  items,
  total,
  offset,
  onOffset,
  loading,
}: {
  crawlId: string;
  items: CrawlInlink[];
  total: number;
  offset: number;
  onOffset: (offset: number) => void;
  loading: boolean;
}) {
  const shownTo = offset + items.length;
  return (
    <Card
      title={`Inlinks (${formatCount(total)})`}
      description="The crawled pages that link to this one, with the words of each link."
    >
      {total === 0 ? (
        <p className="text-sm text-slate-600">No crawled page links here.</p>
      ) : (
        <>
          <LinkTable
            label="Inlinks"
            minWidth="min-w-[36rem]"
            head={
              <>
                <th className={TH}>From</th>
                <th className={TH}>Anchor text</th>
                <th className={TH}>Link</th>
              </>
            }
          >
            {items.map((link, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one page may link here twice with the same words
              <tr key={`${link.sourceId}-${index}`}>
                <td className={TD}>
                  <CrawlUrl crawlId={crawlId} id={link.sourceId} url={link.sourceUrl} />
                </td>
                <td className={TD}>
                  <Anchor text={link.anchor} />
                </td>
                <td className={TD}>
                  <LinkFlags nofollow={link.nofollow} inNav={link.inNav} />
                </td>
              </tr>
            ))}
          </LinkTable>
          {total > items.length ? (
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-600">
              <span>
                {formatCount(offset + 1)}–{formatCount(shownTo)} of {formatCount(total)}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={offset === 0 || loading}
                onClick={() => onOffset(Math.max(0, offset - items.length))}
              >
                Previous
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={shownTo >= total || loading}
                onClick={() => onOffset(shownTo)}
              >
                Next
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}

/**
 * The links on this page, with where each one leads and what that URL answered. Links are read by
 * the analysis: a URL that was not analysed (not HTML, an error, an analysis that failed) has none
 * known, which is not the same as none.
 */
export function OutlinksCard({
  crawlId,
  items,
  total,
  analysed,
}: {
  crawlId: string;
  items: CrawlOutlink[];
  total: number;
  analysed: boolean;
}) {
  return (
    <Card
      title={`Outlinks (${analysed ? formatCount(total) : NOT_AVAILABLE})`}
      description="The links on this page and what each target answered."
    >
      {total === 0 ? (
        <p className="text-sm text-slate-600">
          {analysed
            ? "This page has no links."
            : `${NOT_AVAILABLE}: the crawler reads the links of the HTML pages it analyses, and this URL was not analysed.`}
        </p>
      ) : (
        <>
          <LinkTable
            label="Outlinks"
            minWidth="min-w-[40rem]"
            head={
              <>
                <th className={TH}>To</th>
                <th className={TH}>Status</th>
                <th className={TH}>Anchor text</th>
                <th className={TH}>Link</th>
              </>
            }
          >
            {items.map((link, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a page may link to one target twice
              <tr key={`${link.targetId}-${index}`}>
                <td className={TD}>
                  <CrawlUrl
                    crawlId={crawlId}
                    id={link.skipReason === null ? link.targetId : null}
                    url={link.url}
                  />
                </td>
                <td className={cn(TD, "whitespace-nowrap")}>
                  {link.skipReason !== null ? (
                    <span className="text-slate-600">Not crawled ({link.skipReason})</span>
                  ) : (
                    <StatusBadge status={link.status} />
                  )}
                </td>
                <td className={TD}>
                  <Anchor text={link.anchor} />
                </td>
                <td className={TD}>
                  <LinkFlags nofollow={link.nofollow} inNav={link.inNav} />
                </td>
              </tr>
            ))}
          </LinkTable>
          {total > items.length ? (
            <p className="mt-3 text-sm text-slate-600">
              The first {formatCount(items.length)} of {formatCount(total)} links.
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}

/** Each hop from this URL to where it finally lands (or the hop where it loops back). */
export function RedirectChainCard({
  crawlId,
  hops,
  loop,
}: {
  crawlId: string;
  hops: RedirectHop[];
  loop: boolean;
}) {
  return (
    <Card
      title="Redirect chain"
      description={
        loop
          ? "This redirect loops: the chain comes back to a URL already in it."
          : `${hops.length - 1} ${hops.length === 2 ? "hop" : "hops"} to the final URL.`
      }
      action={loop ? <Badge tone="danger">Loop</Badge> : null}
    >
      <ol className="space-y-2 text-sm" aria-label="Redirect chain">
        {hops.map((hop, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a loop lists its first URL twice
          <li key={index} className="flex flex-wrap items-center gap-2">
            <span className="w-6 text-right text-slate-500 tabular-nums">{index + 1}.</span>
            {hop.status === null && hop.id === null ? (
              <span className="text-slate-600">Not crawled</span>
            ) : (
              <StatusBadge status={hop.status} />
            )}
            <span className="min-w-0 flex-1">
              <CrawlUrl crawlId={crawlId} id={index === 0 ? null : hop.id} url={hop.url} />
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

const FLAGS: Record<NonNullable<CrawlAnchor["flag"]>, string> = {
  generic: "Says nothing of the page",
  empty: "No anchor text",
};

/** The words other pages use to link here, grouped, the most used first: the anchor-text report. */
export function AnchorsCard({ items, total }: { items: CrawlAnchor[]; total: number }) {
  return (
    <Card
      title={`Anchor texts (${formatCount(total)})`}
      description="What the links to this page say, across the crawl. Search engines read them as a description of the page; “click here” and empty anchors describe nothing."
    >
      {total === 0 ? (
        <p className="text-sm text-slate-600">No crawled page links here.</p>
      ) : (
        <>
          <LinkTable
            label="Anchor texts"
            minWidth="min-w-[30rem]"
            head={
              <>
                <th className={TH}>Anchor text</th>
                <th className={`${TH} text-right`}>Links</th>
                <th className={`${TH} text-right`}>Followed</th>
                {/* relative: the hidden label is placed inside the scrolling box, not at the page's edge. */}
                <th className={`${TH} relative`}>
                  <span className="sr-only">Flag</span>
                </th>
              </>
            }
          >
            {items.map((anchor) => (
              <tr key={anchor.anchor}>
                <td className={TD}>
                  <Anchor text={anchor.anchor} />
                </td>
                <td className={`${TD} text-right tabular-nums`}>{formatCount(anchor.links)}</td>
                <td className={`${TD} text-right tabular-nums`}>{formatCount(anchor.followed)}</td>
                <td className={TD}>
                  {anchor.flag ? <Badge tone="warning">{FLAGS[anchor.flag]}</Badge> : null}
                </td>
              </tr>
            ))}
          </LinkTable>
          {total > items.length ? (
            <p className="mt-3 text-sm text-slate-600">
              The {formatCount(items.length)} most used of {formatCount(total)} anchor texts.
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}
