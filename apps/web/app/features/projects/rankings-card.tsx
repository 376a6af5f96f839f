import type { Project, RankedKeyword } from "@ranklens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FOCUS_RING } from "../../components/ui/focus-ring";
import { cn } from "../../lib/cn";
import type { Permission } from "../../lib/permission";
import { projectsKeys } from "../../lib/projects-api";
import { fetchRankings, rankingsKeys, removeTrackedKeyword } from "../../lib/rankings-api";
import { AddKeywordsForm } from "./add-keywords-form";
import { RankHistoryChart } from "./rank-history-chart";
import { RankMovers } from "./rank-movers";
import { RankProviderPicker } from "./rank-provider-picker";
import { RankingsTable } from "./rankings-table";
import { useRankCheck } from "./use-rank-check";

const DAYS = 90;

const DESCRIPTION =
  "Where your site ranks in Google for the project's keywords, from the provider you pick and pay: one check per " +
  "keyword on the project's page schedule (through the provider's cheaper queue when it has one), or live with " +
  "Check now. A failed check is shown as failed, never as a position. Moves are alerted once two checks agree.";

/**
 * A project's rankings (issue 30): the provider and its monthly cost, the week's movers, every
 * tracked keyword with its position, source and date, and one keyword's history; editors add and
 * remove keywords and check now (live, Pro).
 */
export function RankingsCard({
  project,
  manage,
  canCheckLive,
}: {
  project: Project;
  manage: Permission;
  canCheckLive: boolean;
}) {
  const queryClient = useQueryClient();
  const rankings = useQuery({
    queryKey: rankingsKeys.rankings(project.id, DAYS),
    queryFn: () => fetchRankings(project.id, DAYS),
  });
  const check = useRankCheck(project.id);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const remove = useMutation({
    mutationFn: (keyword: RankedKeyword) => removeTrackedKeyword(project.id, keyword.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: projectsKeys.all }),
    onError: (error) => toast.error(error.message),
  });

  const checkReason = !manage.allowed
    ? manage.reason
    : !canCheckLive
      ? "Live rank checks are part of the Pro plan"
      : rankings.data?.provider == null
        ? "Choose the provider rankings are checked with first"
        : null;
  const checkButton = (
    <Button
      variant="secondary"
      className="whitespace-nowrap"
      onClick={check.start}
      loading={check.busy}
      loadingLabel="Checking…"
      disabled={checkReason !== null || (rankings.data?.keywords.length ?? 0) === 0}
      title={checkReason ?? undefined}
    >
      Check rankings now
    </Button>
  );

  let body: ReactNode;
  if (rankings.isPending) body = <LoadingBlock label="Loading rankings" />;
  else if (rankings.isError)
    body = (
      <LoadError
        message={rankings.error.message}
        onRetry={() => void rankings.refetch()}
        retrying={rankings.isRefetching}
      />
    );
  else {
    const data = rankings.data;
    const selected = data.keywords.find((k) => k.id === selectedId) ?? null;
    body = (
      <div className="space-y-6">
        {data.available.length === 0 && data.provider === null ? (
          <p className="text-sm text-slate-700">
            Rankings come from your own account at DataForSEO or SerpApi.{" "}
            <Link to="/settings" className={cn("font-medium text-indigo-700 hover:underline", FOCUS_RING)}>
              Connect one in Settings → Search data
            </Link>{" "}
            to check where these keywords rank.
          </p>
        ) : (
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-64 flex-1">
              <RankProviderPicker
                key={data.provider ?? "none"}
                projectId={project.id}
                rankings={data}
                manage={manage}
              />
            </div>
            {checkButton}
          </div>
        )}
        {data.keywords.length === 0 ? (
          <p className="text-sm text-slate-600">
            No keyword is tracked yet: add the searches this site should be found for.
          </p>
        ) : (
          <>
            <RankMovers movers={data.movers} />
            {selected ? <RankHistoryChart keyword={selected} /> : null}
            <RankingsTable
              keywords={data.keywords}
              selectedId={selected?.id ?? null}
              onSelect={(id) => setSelectedId((current) => (current === id ? null : id))}
              onRemove={(keyword) => remove.mutate(keyword)}
              canRemove={manage.allowed}
            />
          </>
        )}
        {manage.allowed ? (
          adding || data.keywords.length === 0 ? (
            <AddKeywordsForm projectId={project.id} onDone={() => setAdding(false)} />
          ) : (
            <Button variant="secondary" onClick={() => setAdding(true)}>
              Track more keywords
            </Button>
          )
        ) : null}
      </div>
    );
  }
  return (
    <Card title="Rankings" description={DESCRIPTION}>
      {body}
    </Card>
  );
}
