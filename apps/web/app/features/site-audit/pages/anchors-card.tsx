import type { CrawlAnchor } from "@ranklens/shared";
import { Badge } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";
import { formatCount } from "../../../lib/report-format";

const TH =
  "px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-700 uppercase";
const TD = "px-3 py-2 align-top";

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
          <div className="overflow-x-auto">
            <table className="w-full min-w-[30rem] text-sm" aria-label="Anchor texts">
              <thead className="border-b border-slate-200 bg-slate-50">
                <tr>
                  <th className={TH}>Anchor text</th>
                  <th className={`${TH} text-right`}>Links</th>
                  <th className={`${TH} text-right`}>Followed</th>
                  {/* relative: the hidden label is placed inside the scrolling box, not at the page's edge. */}
                  <th className={`${TH} relative`}>
                    <span className="sr-only">Flag</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items.map((anchor) => (
                  <tr key={anchor.anchor}>
                    <td className={`${TD} break-words`}>
                      {anchor.anchor.trim() ? (
                        anchor.anchor
                      ) : (
                        <span className="text-slate-500 italic">(no anchor text)</span>
                      )}
                    </td>
                    <td className={`${TD} text-right tabular-nums`}>{formatCount(anchor.links)}</td>
                    <td className={`${TD} text-right tabular-nums`}>{formatCount(anchor.followed)}</td>
                    <td className={TD}>
                      {anchor.flag ? <Badge tone="warning">{FLAGS[anchor.flag]}</Badge> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
