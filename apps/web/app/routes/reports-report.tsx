import { ReportScreen } from "../features/reports/report-screen";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/reports-report";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Report") }];

/** /reports/:reportId: a saved report's definition, downloads, schedule and share links. */
export default function Page({ params }: Route.ComponentProps) {
  return <ReportScreen key={params.reportId} reportId={params.reportId} />;
}
