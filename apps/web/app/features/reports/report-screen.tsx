import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../components/app/page-header";
import { PermissionNote } from "../../components/app/permission-note";
import { LoadError, LoadingBlock } from "../../components/app/query-states";
import { Button, buttonClassName } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ApiError } from "../../lib/api-error";
import { fetchReport, reportsKeys } from "../../lib/reports-api";
import { useCan } from "../../lib/use-can";
import { DeleteReportDialog } from "./delete-report-dialog";
import { DownloadsCard } from "./downloads-card";
import { ReportEditor } from "./report-editor";
import { ReportsUpgradeCard } from "./reports-upgrade-card";
import { ScheduleCard } from "./schedule-card";
import { ShareLinksCard } from "./share-links-card";

/**
 * /reports/:id: a saved report's downloads, its definition to edit, its e-mail schedule and its
 * share links, and Delete.
 */
export function ReportScreen({ reportId }: { reportId: string }) {
  const report = useQuery({ queryKey: reportsKeys.report(reportId), queryFn: () => fetchReport(reportId) });
  const [deleting, setDeleting] = useState(false);
  const manage = useCan("report.manage");

  if (report.isPending) return <LoadingBlock label="Loading report" />;
  if (report.isError) {
    if (report.error instanceof ApiError && report.error.code === "PAYMENT_REQUIRED") {
      return (
        <>
          <PageHeader title="Report" />
          <ReportsUpgradeCard />
        </>
      );
    }
    const notFound = report.error instanceof ApiError && report.error.status === 404;
    return (
      <>
        <PageHeader title={notFound ? "Report not found" : "Report"} />
        {notFound ? (
          <Card>
            <p className="text-sm text-slate-700">
              This report does not exist in this workspace: it may have been deleted.
            </p>
            <Link to="/reports" className={buttonClassName("primary", "md", "mt-4")}>
              All reports
            </Link>
          </Card>
        ) : (
          <LoadError
            message={report.error.message}
            onRetry={() => void report.refetch()}
            retrying={report.isRefetching}
          />
        )}
      </>
    );
  }
  const data = report.data;
  return (
    <>
      <PageHeader
        title={<span className="break-words">{data.name}</span>}
        description="Edit what it covers and its sections; download it, schedule it or share it."
        actions={
          <>
            <Link to="/reports" className={buttonClassName("secondary")}>
              All reports
            </Link>
            <Button
              variant="secondary"
              onClick={() => setDeleting(true)}
              disabled={!manage.allowed}
              title={manage.reason ?? undefined}
            >
              Delete report
            </Button>
          </>
        }
      />
      <PermissionNote permission={manage} className="-mt-4 mb-4" />
      <div className="space-y-6">
        <DownloadsCard reportId={data.id} />
        <Card title="Definition">
          <ReportEditor key={data.updatedAt} report={data} onSaved={() => undefined} manage={manage} />
        </Card>
        <div className="grid gap-6 lg:grid-cols-2">
          <ScheduleCard reportId={data.id} manage={manage} />
          <ShareLinksCard reportId={data.id} manage={manage} />
        </div>
      </div>
      {deleting ? <DeleteReportDialog report={data} onClose={() => setDeleting(false)} /> : null}
    </>
  );
}
