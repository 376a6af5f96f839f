import type { SeoReport } from "@ranklens/engine";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../components/ui/card";
import { ExternalLink } from "../../components/ui/external-link";
import { formatDateTime } from "../../lib/format-date";
import { formatBytes, formatDuration, NOT_AVAILABLE } from "../../lib/report-format";

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "min-w-0 sm:col-span-2 lg:col-span-3" : "min-w-0"}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** "Chinese" for "zh"; the tag itself when the browser does not know it. */
function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** How the page was fetched: final URL, status, redirect chain, response time and page weight. */
export function PageFactsCard({ report }: { report: SeoReport }) {
  const fetchedAt = report.fetchedAt && !Number.isNaN(Date.parse(report.fetchedAt)) ? report.fetchedAt : null;
  return (
    <Card title="Page Facts" description="How the page answered when RankLens fetched it.">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label="Final URL">
          <ExternalLink href={report.finalUrl} />
        </Fact>
        <Fact label="HTTP status">{report.status ?? NOT_AVAILABLE}</Fact>
        <Fact label="Response time">
          {formatDuration(report.timings.totalMs)}
          {report.timings.ttfbMs !== null ? (
            <span className="text-slate-600"> (first byte {formatDuration(report.timings.ttfbMs)})</span>
          ) : null}
        </Fact>
        <Fact label="Page weight">
          {formatBytes(report.bytes.transferred)} transferred
          <span className="text-slate-600"> ({formatBytes(report.bytes.decoded)} of HTML)</span>
        </Fact>
        <Fact label="Language">
          {report.lang ?? "Not declared"}
          {report.contentLang?.code && report.contentLang.source !== "declared" ? (
            <span className="text-slate-600">
              {" "}
              (the text reads as {languageName(report.contentLang.code)})
            </span>
          ) : null}
        </Fact>
        <Fact label="Canonical URL">
          {report.canonical ? <ExternalLink href={report.canonical} /> : "None"}
        </Fact>
        <Fact label="Fetched">
          {fetchedAt ? <time dateTime={fetchedAt}>{formatDateTime(fetchedAt)}</time> : NOT_AVAILABLE}
        </Fact>
        <Fact label="Redirects" wide={report.redirects.length > 0}>
          {report.redirects.length === 0 ? (
            "None"
          ) : (
            <ol className="space-y-1">
              {report.redirects.map((hop, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a redirect chain is fixed and may repeat a URL
                <li key={index} className="flex flex-wrap items-center gap-1">
                  <span className="font-mono text-xs">{hop.status}</span>
                  <span className="break-all">{hop.url}</span>
                  <ArrowRight className="size-3.5 shrink-0" aria-label="redirects to" />
                  <span className="break-all">{hop.location}</span>
                </li>
              ))}
            </ol>
          )}
        </Fact>
      </dl>
    </Card>
  );
}
