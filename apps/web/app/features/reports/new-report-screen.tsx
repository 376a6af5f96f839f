import { Link, useNavigate } from "react-router";
import { PageHeader } from "../../components/app/page-header";
import { PermissionNote } from "../../components/app/permission-note";
import { LoadingBlock } from "../../components/app/query-states";
import { buttonClassName } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useCan } from "../../lib/use-can";
import { ReportEditor } from "./report-editor";
import { ReportsUpgradeCard } from "./reports-upgrade-card";
import { useReportsPlan } from "./use-reports-plan";

/** /reports/new: a new report's definition; once created it opens on its own page (downloads, schedule, sharing). */
export function NewReportScreen() {
  const navigate = useNavigate();
  const { known, customReports } = useReportsPlan();
  const manage = useCan("report.manage");
  return (
    <>
      <PageHeader
        title="New report"
        description="Choose what it covers, the period and the sections in order. Once saved, download, schedule or share it."
        actions={
          <Link to="/reports" className={buttonClassName("secondary")}>
            All reports
          </Link>
        }
      />
      {known && customReports ? <PermissionNote permission={manage} className="-mt-4 mb-4" /> : null}
      {!known ? (
        <LoadingBlock label="Loading" />
      ) : customReports ? (
        <Card>
          <ReportEditor
            report={null}
            manage={manage}
            onSaved={(saved) => navigate(`/reports/${encodeURIComponent(saved.id)}`, { replace: true })}
          />
        </Card>
      ) : (
        <ReportsUpgradeCard />
      )}
    </>
  );
}
