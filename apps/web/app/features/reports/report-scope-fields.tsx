import { useQuery } from "@tanstack/react-query";
import { errorMessageOf } from "../../lib/api-error";
import { queryKeys } from "../../lib/query-keys";
import { listSegments } from "../../lib/site-audits-api";
import type { ReportFormField, ReportFormValues } from "./report-form";
import { ScopeSelect } from "./scope-select";
import { useReportScopes } from "./use-report-scopes";

type Scope = Pick<ReportFormValues, "siteId" | "segmentId" | "projectId">;

/**
 * What the report reads: a site (its crawls) and, with a site, one of its segments; a project (its
 * monitoring and rankings). Both are optional; the sections chosen say which they need.
 */
export function ReportScopeFields({
  value,
  onChange,
  error,
}: {
  value: Scope;
  onChange: (scope: Scope) => void;
  error: (field: ReportFormField) => string | null;
}) {
  const { sites, projects } = useReportScopes();
  const segments = useQuery({
    queryKey: queryKeys.siteAudits.segments(value.siteId),
    queryFn: () => listSegments(value.siteId),
    enabled: value.siteId !== "",
  });
  const segmentOptions = segments.data ?? [];
  const showSegments = value.siteId !== "" && (segmentOptions.length > 0 || value.segmentId !== "");

  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="text-sm font-semibold text-slate-900">What it covers</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <ScopeSelect
          label="Site"
          name="siteId"
          value={value.siteId}
          // Another site's segment means nothing here: choosing a site starts from all its pages.
          onChange={(siteId) => onChange({ ...value, siteId, segmentId: "" })}
          options={sites.data?.items ?? []}
          noneLabel="No site"
          loading={sites.isPending}
          hint={sites.isError ? errorMessageOf(sites.error) : "Its crawls: health, issues, comparisons."}
          error={error("siteId")}
        />
        {showSegments ? (
          <ScopeSelect
            label="Segment"
            name="segmentId"
            value={value.segmentId}
            onChange={(segmentId) => onChange({ ...value, segmentId })}
            options={segmentOptions}
            noneLabel="All pages"
            loading={segments.isPending}
            hint="Site sections count only the segment's pages."
            error={error("segmentId")}
          />
        ) : null}
        <ScopeSelect
          label="Project"
          name="projectId"
          value={value.projectId}
          onChange={(projectId) => onChange({ ...value, projectId })}
          options={projects.data?.items ?? []}
          noneLabel="No project"
          loading={projects.isPending}
          hint={
            projects.isError ? errorMessageOf(projects.error) : "Its tracked pages, competitors and rankings."
          }
          error={error("projectId")}
        />
      </div>
      {error("segmentId") && !showSegments ? (
        <p className="text-xs font-medium text-red-700">{error("segmentId")}</p>
      ) : null}
    </fieldset>
  );
}
