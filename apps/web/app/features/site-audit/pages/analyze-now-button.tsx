import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ScanSearch } from "lucide-react";
import { useNavigate } from "react-router";
import { AnalysisErrorBox } from "../../../components/report/analysis-error-box";
import { Button } from "../../../components/ui/button";
import { createAnalysis } from "../../../lib/analyses-api";
import { queryKeys } from "../../../lib/query-keys";

/**
 * "Analyze now": a fresh single-page analysis of the URL (it counts against the plan's analyses,
 * like one started from the Analyzer), then its full report.
 */
export function AnalyzeNowButton({ url }: { url: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createAnalysis,
    onSuccess: (created) => {
      queryClient.setQueryData(queryKeys.analyses.item(created.id), created);
      void queryClient.invalidateQueries({ queryKey: queryKeys.analyses.history });
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
      navigate(`/analyzer/${encodeURIComponent(created.id)}`, { state: { freshReport: true } });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.usage }),
  });
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button
        onClick={() => create.mutate({ url })}
        loading={create.isPending}
        loadingLabel="Analyzing website..."
      >
        <ScanSearch className="size-4" aria-hidden="true" />
        Analyze now
      </Button>
      {create.isError ? <AnalysisErrorBox error={create.error} /> : null}
    </div>
  );
}
