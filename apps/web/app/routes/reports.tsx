import { ReportsScreen } from "../features/reports/reports-screen";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Reports") }];

/** /reports: the workspace's custom reports and their branding (Pro). */
export default function Page() {
  return <ReportsScreen />;
}
