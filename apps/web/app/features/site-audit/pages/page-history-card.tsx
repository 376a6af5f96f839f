import type { CrawlPageDetail } from "@ranklens/shared";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";
import { FOCUS_RING } from "../../../components/ui/focus-ring";
import { cn } from "../../../lib/cn";
import { crawlPageHref } from "../../../lib/crawl-pages-api";
import { formatDateTime } from "../../../lib/format-date";
import { linkFigure, StatusBadge } from "./page-labels";

/**
 * The same URL in the site's other crawls, newest first: what it answered, whether it was
 * indexable and its link score in each, and a link to its detail there. Only one crawl: no card.
 */
export function PageHistoryCard({
  crawlId,
  history,
}: {
  crawlId: string;
  history: CrawlPageDetail["history"];
}) {
  if (history.length < 2) return null;
  return (
    <Card
      title="In the site's crawls"
      description="This URL in each crawl of the site that fetched it, newest first."
    >
      <ul className="divide-y divide-slate-100 text-sm">
        {history.map((entry) => {
          const current = entry.crawlId === crawlId;
          return (
            <li key={entry.crawlId} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
              {current ? (
                <span className="font-medium text-slate-900">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> (this crawl)
                </span>
              ) : (
                <Link
                  to={crawlPageHref(entry.crawlId, { urlId: entry.urlId })}
                  className={cn("rounded text-indigo-700 hover:underline", FOCUS_RING)}
                >
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </Link>
              )}
              <StatusBadge status={entry.status} />
              <Badge tone={entry.indexable ? "success" : "neutral"}>
                {entry.indexable ? "Indexable" : "Not indexable"}
              </Badge>
              <span className="text-slate-600">Link score {linkFigure(entry.linkScore)}</span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
