import { type CreateAnalysis, PLANS } from "@ranklens/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { PageHeader } from "../../components/app/page-header";
import { AnalysisErrorBox } from "../../components/report/analysis-error-box";
import { buttonClassName } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { createAnalysis, fetchAnalysis } from "../../lib/analyses-api";
import { ApiError } from "../../lib/api-error";
import { queryKeys } from "../../lib/query-keys";
import { fetchUsage } from "../../lib/usage-api";
import { useAccount } from "../../lib/use-account";
import { AnalysisForm } from "./analysis-form";
import { AnalysisHistory } from "./analysis-history";
import { ReportView } from "./report-view";
import { UsageLine } from "./usage-line";

/** Navigation state set after a fresh analysis, so the new report takes focus. */
interface FreshReportState {
  freshReport?: boolean;
}

/**
 * The SEO Analyzer: the form, the report of `analysisId` (when given) and the
 * history. /analyzer and /analyzer/:id both render it, so every report has an
 * address that survives a reload.
 */
export function AnalyzerScreen({ analysisId }: { analysisId?: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const account = useAccount();
  const usage = useQuery({ queryKey: queryKeys.usage, queryFn: fetchUsage, retry: false });
  const analysis = useQuery({
    queryKey: queryKeys.analyses.item(analysisId ?? ""),
    queryFn: () => fetchAnalysis(analysisId ?? ""),
    enabled: analysisId !== undefined,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

  const create = useMutation({
    mutationFn: createAnalysis,
    onSuccess: (created) => {
      queryClient.setQueryData(queryKeys.analyses.item(created.id), created);
      void queryClient.invalidateQueries({ queryKey: queryKeys.analyses.history });
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
      navigate(`/analyzer/${encodeURIComponent(created.id)}`, { state: { freshReport: true } });
    },
    // A refusal (e.g. quota) changes nothing, but the count may have moved elsewhere meanwhile.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.usage }),
  });

  // Plans are enforced only when billing is on; otherwise everyone has Pro's limits (as the server applies them).
  const billingOff = usage.data?.billingEnabled === false;
  const planId = usage.data?.plan ?? account.data?.user.plan ?? "basic";
  const plan = billingOff ? PLANS.pro : PLANS[planId];

  const report = analysis.data?.report;
  const fresh = (location.state as FreshReportState | null)?.freshReport === true;
  useEffect(() => {
    if (fresh && report) document.getElementById("report-heading")?.focus();
  }, [fresh, report]);

  return (
    <>
      <PageHeader
        title="SEO Analyzer"
        description="Analyze any web page for SEO and compare it with competitors."
      />
      <div className="space-y-6">
        <Card>
          <AnalysisForm
            // A newly opened report pre-fills its URL and competitors, ready to run again.
            key={`${analysisId ?? "new"}:${report ? "loaded" : "empty"}`}
            initialUrl={report?.url}
            initialCompetitors={report?.competitors.map((c) => c.url)}
            maxCompetitors={plan.maxCompetitors}
            planName={billingOff ? null : plan.name}
            pending={create.isPending}
            onSubmit={(input: CreateAnalysis) => create.mutate(input)}
          />
          {usage.data ? (
            <div className="mt-4 border-t border-slate-100 pt-3">
              <UsageLine usage={usage.data} />
            </div>
          ) : null}
        </Card>

        {create.isPending ? (
          <div
            role="status"
            className="flex items-center justify-center gap-3 rounded-lg border border-slate-200 bg-white p-10 text-slate-700 shadow-sm"
          >
            <Spinner className="size-6 text-indigo-600" />
            <span>Analyzing website...</span>
          </div>
        ) : null}
        {create.isError ? <AnalysisErrorBox error={create.error} /> : null}

        {analysisId !== undefined && !create.isPending ? (
          analysis.isPending ? (
            <div className="flex justify-center py-10 text-indigo-600">
              <Spinner className="size-8" label="Loading report" />
            </div>
          ) : analysis.isError ? (
            <Card>
              <p role="alert" className="text-sm text-red-700">
                {analysis.error instanceof ApiError && analysis.error.status === 404
                  ? "This analysis was not found. It may have been deleted."
                  : analysis.error instanceof ApiError
                    ? analysis.error.message
                    : "The report could not be loaded. Please try again."}
              </p>
              <Link to="/analyzer" className={buttonClassName("secondary", "sm", "mt-4")}>
                Back to the analyzer
              </Link>
            </Card>
          ) : (
            <ReportView report={analysis.data.report} createdAt={analysis.data.createdAt} />
          )
        ) : null}

        <AnalysisHistory
          currentId={analysisId}
          onDeleted={(id) => {
            if (id === analysisId) navigate("/analyzer", { replace: true });
          }}
        />
      </div>
    </>
  );
}
