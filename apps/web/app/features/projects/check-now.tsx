import type { ProjectRun } from "@ranklens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/ui/button";
import type { Permission } from "../../lib/permission";
import { checkProject, fetchRun, listRuns, projectsKeys } from "../../lib/projects-api";
import { isRunFinished } from "./project-format";

/** How often a run that has not finished is asked for its progress (at most every 2 s). */
export const RUN_POLL_MS = 1500;

/**
 * "Check now": queues a run, then follows it until it finished; once it did, everything the
 * project shows is read again. Returns the run being followed (null when none) and the button.
 */
export function useCheckNow(projectId: string) {
  const queryClient = useQueryClient();
  const [startedId, setRunId] = useState<string | null>(null);
  // A run already under way when the page opened (a schedule's, or a Check now before a reload) is followed too.
  const latest = useQuery({
    queryKey: projectsKeys.latestRun(projectId),
    queryFn: () => listRuns(projectId, 1),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const open = latest.data?.items.find((r) => !isRunFinished(r)) ?? null;
  const runId = startedId ?? open?.id ?? null;
  const start = useMutation({
    mutationFn: () => checkProject(projectId),
    onSuccess: (run) => setRunId(run.id),
    onError: (error) => toast.error(error.message),
  });
  const run = useQuery({
    queryKey: projectsKeys.run(projectId, runId ?? ""),
    queryFn: () => fetchRun(projectId, runId ?? ""),
    enabled: runId !== null,
    refetchInterval: (query) => (query.state.data && isRunFinished(query.state.data) ? false : RUN_POLL_MS),
  });
  const finished = run.data ? isRunFinished(run.data) : false;
  useEffect(() => {
    if (!finished || !run.data) return;
    if (run.data.state === "failed") toast.error("The check failed. Please try again.");
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === "projects" && query.queryKey[1] !== "run",
    });
  }, [finished, run.data, queryClient]);
  const busy = start.isPending || (runId !== null && !finished);
  return { run: runId ? (run.data ?? null) : null, busy, start: () => start.mutate() };
}

export function CheckNowButton({
  busy,
  onClick,
  manage,
}: {
  busy: boolean;
  onClick: () => void;
  manage: Permission;
}) {
  return (
    <Button
      onClick={onClick}
      disabled={!manage.allowed || busy}
      loading={busy}
      loadingLabel="Checking..."
      title={manage.reason ?? undefined}
    >
      Check now
    </Button>
  );
}

/** The run being followed: pages done of total while it runs, the outcome once it finished. */
export function RunProgress({ run }: { run: ProjectRun }) {
  const finished = isRunFinished(run);
  const percent =
    run.pagesTotal === 0 ? (finished ? 100 : 0) : Math.round((run.pagesDone / run.pagesTotal) * 100);
  const label = finished
    ? run.state === "completed"
      ? `Check complete: ${run.pagesDone} of ${run.pagesTotal} pages checked.`
      : `Check failed after ${run.pagesDone} of ${run.pagesTotal} pages.`
    : run.state === "queued"
      ? "Check queued..."
      : `Checking: ${run.pagesDone} of ${run.pagesTotal} pages done`;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p role="status" className="text-sm font-medium text-slate-900">
        {label}
      </p>
      {finished ? null : (
        <div
          role="progressbar"
          aria-label="Check progress"
          aria-valuemin={0}
          aria-valuemax={run.pagesTotal}
          aria-valuenow={run.pagesDone}
          aria-valuetext={`${run.pagesDone} of ${run.pagesTotal} pages checked`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-indigo-600" style={{ width: `${percent}%` }} />
        </div>
      )}
    </div>
  );
}
