import { NewReportScreen } from "../features/reports/new-report-screen";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/reports-new";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("New report") }];

/** /reports/new: a new report's definition. */
export default function Page() {
  return <NewReportScreen />;
}
