import type { Crawl } from "@ranklens/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { queryKeys } from "../../lib/query-keys";
import { type CrawlCommand, commandCrawl } from "../../lib/site-audits-api";
import { useCan } from "../../lib/use-can";
import {
  crawlTitle,
  elapsedSeconds,
  formatCount,
  formatDuration,
  formatRate,
  progressOf,
} from "./crawl-format";
import { LatestFetches } from "./latest-fetches";

/** A crawl that has not finished: how far it got, how fast, the latest URLs fetched, and Pause / Resume / Cancel for those who may. */
export function CrawlProgressCard({ crawl, now }: { crawl: Crawl; now: number }) {
  const queryClient = useQueryClient();
  const manage = useCan("site.manage");
  const command = useMutation({
    mutationFn: (verb: CrawlCommand) => commandCrawl(crawl.id, verb),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.siteAudits.all }),
    onError: (error) => toast.error(error.message),
  });
  const { done, total, percent } = progressOf(crawl);
  const { progress } = crawl;
  const stats: [string, string][] = [
    ["Crawled", `${formatCount(done)} of ${formatCount(total)}`],
    ["Pages per second", formatRate(progress.pagesPerSecond)],
    ["Elapsed", formatDuration(elapsedSeconds(crawl, now))],
    ["Time left (estimate)", formatDuration(progress.etaSeconds)],
    ["Failed (no response)", formatCount(progress.failed)],
    ["Max pages", formatCount(crawl.settings.maxPages)],
    ["Pages analysed as", crawl.settings.renderJavaScript ? "Rendered (JavaScript)" : "HTML as sent"],
  ];
  const busy = command.isPending ? command.variables : null;
  const control = (verb: CrawlCommand, label: string, variant: "secondary" | "danger" = "secondary") => (
    <Button
      variant={variant}
      size="sm"
      onClick={() => command.mutate(verb)}
      disabled={!manage.allowed || command.isPending}
      loading={busy === verb}
      title={manage.reason ?? undefined}
    >
      {label}
    </Button>
  );

  return (
    <Card
      title={crawlTitle(crawl)}
      description={crawl.stateReason ?? crawl.queue?.reason ?? undefined}
      action={
        <div className="flex flex-wrap justify-end gap-2">
          {crawl.state === "paused" ? control("resume", "Resume") : null}
          {crawl.state === "queued" || crawl.state === "running" ? control("pause", "Pause") : null}
          {crawl.state !== "finishing" ? control("cancel", "Cancel crawl", "danger") : null}
        </div>
      }
    >
      <div
        role="progressbar"
        aria-label="Crawl progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} URLs crawled`}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-indigo-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {percent}% of the URLs found so far (crawled + queued, at most the max pages).
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-base font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <LatestFetches fetches={progress.latest} />
      {manage.note ? <p className="mt-3 text-xs text-slate-600">{manage.note}</p> : null}
    </Card>
  );
}
