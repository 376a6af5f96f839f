import type { CrawlFetch } from "@ranklens/shared";
import { formatDuration } from "../../lib/report-format";
import { StatusBadge } from "./pages/page-labels";

/** The crawl's last fetched URLs, newest first, with status, response time and when; updated with each poll. */
export function LatestFetches({ fetches }: { fetches: CrawlFetch[] }) {
  return (
    <section aria-labelledby="latest-fetches-heading" className="mt-5">
      <h3 id="latest-fetches-heading" className="text-sm font-semibold text-slate-900">
        Latest URLs fetched
      </h3>
      {fetches.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">None yet.</p>
      ) : (
        <ol aria-live="off" className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
          {fetches.map((fetch) => (
            <li
              key={`${fetch.url} ${fetch.fetchedAt}`}
              className="flex items-center gap-3 px-3 py-1.5 text-sm"
            >
              <StatusBadge status={fetch.status} errorCode={fetch.errorCode} />
              <span className="min-w-0 flex-1 truncate text-slate-800" title={fetch.url}>
                {fetch.url}
              </span>
              <span className="shrink-0 text-xs text-slate-600 tabular-nums">
                {formatDuration(fetch.totalMs)}
              </span>
              <time
                dateTime={fetch.fetchedAt}
                className="hidden shrink-0 text-xs text-slate-500 tabular-nums sm:inline"
              >
                {new Date(fetch.fetchedAt).toLocaleTimeString("en-GB")}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
