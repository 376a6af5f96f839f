import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { checkRankingsNow, fetchJob, rankingsKeys } from "../../lib/rankings-api";
import { RUN_POLL_MS } from "./check-now";

const FINISHED = new Set(["completed", "failed", "cancelled"]);

/** "Check now" for rankings: queues a live check, follows its job, and reads the rankings again once it ended. */
export function useRankCheck(projectId: string) {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => checkRankingsNow(projectId),
    onSuccess: setJobId,
    onError: (error) => toast.error(error.message),
  });
  const job = useQuery({
    queryKey: rankingsKeys.job(jobId ?? ""),
    queryFn: () => fetchJob(jobId ?? ""),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data && FINISHED.has(query.state.data.state) ? false : RUN_POLL_MS,
  });
  const state = job.data?.state;
  useEffect(() => {
    if (!state || !FINISHED.has(state)) return;
    if (state !== "completed") toast.error("The rank check failed. Please try again.");
    setJobId(null);
    void queryClient.invalidateQueries({ queryKey: rankingsKeys.all });
  }, [state, queryClient]);
  return { busy: start.isPending || jobId !== null, start: () => start.mutate() };
}
