import { useQuery } from "@tanstack/react-query";
import { FileChartColumn } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../components/app/page-header";
import { PermissionNote } from "../../components/app/permission-note";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Button, buttonClassName } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { listReports, reportsKeys } from "../../lib/reports-api";
import { useCan } from "../../lib/use-can";
import { BrandingCard } from "./branding-card";
import { ReportRow } from "./report-row";
import { ReportsUpgradeCard } from "./reports-upgrade-card";
import { useReportScopes } from "./use-report-scopes";
import { useReportsPlan } from "./use-reports-plan";

const DESCRIPTION =
  "One definition gives a PDF, a self-contained HTML file and CSVs, e-mailed on a schedule or shared through a read-only link.";

/**
 * /reports: the workspace's report definitions, a way to start one and the white label every report
 * prints; without Pro, what custom reports are and the weekly summary e-mail members get instead.
 */
export function ReportsScreen() {
  const { known, customReports } = useReportsPlan();
  const reports = useQuery({
    queryKey: reportsKeys.list,
    queryFn: listReports,
    enabled: known && customReports,
  });
  const { names } = useReportScopes();
  const items = reports.data?.items ?? [];
  const manage = useCan("report.manage");

  const newReport = manage.allowed ? (
    <Link to="/reports/new" className={buttonClassName("primary", "md", "whitespace-nowrap")}>
      New report
    </Link>
  ) : (
    <Button disabled title={manage.reason ?? undefined} className="whitespace-nowrap">
      New report
    </Button>
  );

  let body: ReactNode;
  if (!known) body = <LoadingBlock label="Loading reports" />;
  else if (!customReports) body = <ReportsUpgradeCard />;
  else if (reports.isPending) body = <LoadingBlock label="Loading reports" />;
  else if (reports.isError)
    body = (
      <LoadError
        message={reports.error.message}
        onRetry={() => void reports.refetch()}
        retrying={reports.isRefetching}
      />
    );
  else if (items.length === 0)
    body = (
      <Card className="text-center">
        <FileChartColumn className="mx-auto size-10 text-indigo-600" aria-hidden="true" />
        <h2 className="mt-3 text-lg font-semibold text-slate-900">Build your first report</h2>
        <p className="mx-auto mt-2 max-w-prose text-sm text-slate-600">
          A report gathers what RankLens knows about a site or a project over a period (site health, top
          issues, crawl comparisons, tracked pages, competitors, rankings, content scores and your own note)
          in the order you choose, with every figure naming its source and date. Send it to a client or your
          boss as a PDF, on a schedule, or as a link.
        </p>
        <div className="mt-5 flex justify-center">{newReport}</div>
      </Card>
    );
  else
    body = (
      <Card title="Your reports">
        <ul className="divide-y divide-slate-200">
          {items.map((report) => (
            <ReportRow key={report.id} report={report} names={names} />
          ))}
        </ul>
      </Card>
    );

  return (
    <>
      <PageHeader
        title="Reports"
        description={DESCRIPTION}
        actions={known && customReports && items.length > 0 ? newReport : undefined}
      />
      {known && customReports ? <PermissionNote permission={manage} className="-mt-4 mb-4" /> : null}
      <div className="space-y-6">
        {body}
        {known && customReports ? <BrandingCard manage={manage} /> : null}
      </div>
    </>
  );
}
