import { BarChart } from "@ranklens/charts";
import { useQuery } from "@tanstack/react-query";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { queryKeys } from "../../lib/query-keys";
import { fetchCrawlStats } from "../../lib/site-audits-api";
import { formatCount } from "./crawl-format";

/** "0 clicks", "1 click", "unknown" (reached only through a sitemap). */
const depthLabel = (depth: string) =>
  depth === "unknown" ? "unknown" : `${depth} ${depth === "1" ? "click" : "clicks"}`;

/** The indexability buckets in words (a reason the screen does not know is shown as the API names it). */
const INDEXABILITY_LABELS: Record<string, string> = {
  indexable: "Indexable",
  noindex: "noindex",
  canonicalised: "Canonicalised",
  robots: "robots.txt",
  unknown: "Other reason",
  "not-analysed": "Not analysed",
};

/**
 * A finished crawl's charts from GET /crawls/:id/stats: status-code classes, click depths,
 * response times, indexability (indexable, or why not) and the structured-data types pages declare.
 */
export function CrawlStatsCard({ crawlId }: { crawlId: string }) {
  const stats = useQuery({
    queryKey: queryKeys.siteAudits.stats(crawlId),
    queryFn: () => fetchCrawlStats(crawlId),
  });
  const notAnalysed = stats.data?.indexabilityReasons.find((b) => b.label === "not-analysed")?.count ?? 0;
  return (
    <Card title="What was crawled">
      {stats.isPending ? (
        <Spinner className="size-5" />
      ) : stats.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {stats.error.message}
        </p>
      ) : (
        <>
          <div className="grid gap-6 md:grid-cols-2">
            <BarChart title="Status codes (every fetched URL)" unit="URLs" bars={stats.data.statusClasses} />
            <BarChart
              title="Click depth (pages)"
              unit="Pages"
              bars={stats.data.depths.map((d) => ({ ...d, label: depthLabel(d.label) }))}
            />
            <BarChart
              title="Response times (pages)"
              unit="Pages"
              labelWidth={84}
              bars={stats.data.responseTimes}
            />
            <BarChart
              title="Indexability (HTML pages answering 2xx)"
              unit="Pages"
              labelWidth={100}
              bars={stats.data.indexabilityReasons.map((b) => ({
                ...b,
                label: INDEXABILITY_LABELS[b.label] ?? b.label,
              }))}
            />
            <BarChart
              title="Structured data types (HTML pages answering 2xx)"
              unit="Pages"
              labelWidth={120}
              bars={stats.data.structuredData.map((b) => ({
                ...b,
                label: b.label === "none" ? "None declared" : b.label,
              }))}
            />
          </div>
          <p className="mt-4 text-sm text-slate-700">
            HTML pages answering 2xx: {formatCount(stats.data.indexability.indexable)} indexable,{" "}
            {formatCount(stats.data.indexability.nonIndexable)} not indexable
            {notAnalysed > 0 ? `, ${formatCount(notAnalysed)} not analysed (see the issues)` : ""}.
          </p>
        </>
      )}
    </Card>
  );
}
